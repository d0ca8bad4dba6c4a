/**
 * The route table of this version (spec.md §2 Route table). Every other path renders the not-found page until
 * the issue that builds it lands.
 */
import { Route, Switch } from "wouter";
import { LoginPage } from "../features/accounts/pages/login-page.tsx";
import { RegisterPage } from "../features/accounts/pages/register-page.tsx";
import { HomePage } from "../features/home/pages/home-page.tsx";
import { PostCreatePage } from "../features/posts/pages/post-create-page.tsx";
import { PostDetailPage } from "../features/posts/pages/post-detail-page.tsx";
import { PostListPage } from "../features/posts/pages/post-list-page.tsx";
import { NotFoundPage } from "./not-found-page.tsx";
import { GuestOnly, RequireAuth } from "./route-guards.tsx";

const NUMERIC_ID = /^\d{1,9}$/;

export function AppRoutes() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route path="/home" component={HomePage} />
      <Route path="/posts" component={PostListPage} />
      <Route path="/post/create">
        <RequireAuth>
          <PostCreatePage />
        </RequireAuth>
      </Route>
      <Route path="/post/:id">
        {(params) =>
          NUMERIC_ID.test(params.id) ? (
            <PostDetailPage key={params.id} id={Number(params.id)} />
          ) : (
            <NotFoundPage />
          )
        }
      </Route>
      <Route path="/login">
        <GuestOnly>
          <LoginPage />
        </GuestOnly>
      </Route>
      <Route path="/register">
        <GuestOnly>
          <RegisterPage />
        </GuestOnly>
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
