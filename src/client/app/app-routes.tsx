/**
 * The route table (docs/product.md §2 Route table). Pages other than home load on demand (lazy-pages.tsx); unknown paths
 * render the not-found page.
 */
import { Suspense } from "react";
import { Route, Switch } from "wouter";
import { LoadingState } from "#client/components/status-message.tsx";
import {
  AccountSettingsPage,
  AdminReportsPage,
  AdminUserEditPage,
  AdminUsersPage,
  CategoriesPage,
  CategoryPostsPage,
  CategoryRegionPostsPage,
  CategoryTagPostsPage,
  ContactPage,
  DashboardPage,
  EmailVerifiedPage,
  FavoritePostsPage,
  FavoriteUsersPage,
  FollowersPage,
  ForgotPasswordPage,
  GuidelinesPage,
  InterestSetupPage,
  LegacyMessagesPage,
  LoginPage,
  MyCommentsPage,
  MyPostsPage,
  MypagePage,
  NotificationsPage,
  PostCreatePage,
  PostDetailPage,
  PostEditPage,
  PostListPage,
  PrivacyPage,
  ProfileEditPage,
  ProfilePage,
  RegionByIdPostsPage,
  RegionPage,
  RegionSetupPage,
  RegionsPage,
  RegisterPage,
  ResetPasswordPage,
  SearchPage,
  TagPostsPage,
  TermsPage,
  ThreadCreatePage,
  ThreadPage,
  ThreadsPage,
  UnsubscribePage,
  VerifyEmailPage,
} from "./lazy-pages.tsx";
import { NotFoundPage } from "./not-found-page.tsx";
import { HomePage } from "./pages/home-page.tsx";
import { GuestOnly, RequireAdmin, RequireAuth } from "./route-guards.tsx";

const NUMERIC_ID = /^\d{1,9}$/;

/** A path parameter as text (wouter may hand it over still percent-encoded). */
function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The route table of docs/product.md §2: home at once, every other page on demand, the not-found page last. */
export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingState />}>
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/home" component={HomePage} />
        <Route path="/posts" component={PostListPage} />
        {/* Discovery: categories, regions, tags (docs/product.md §2 Route table). */}
        <Route path="/categories" component={CategoriesPage} />
        <Route path="/category/:slug/tag/:tagSlug">
          {(p) => <CategoryTagPostsPage slug={decodeParam(p.slug)} tagSlug={decodeParam(p.tagSlug)} />}
        </Route>
        <Route path="/category/:slug/region/:regionSlug">
          {(p) => (
            <CategoryRegionPostsPage slug={decodeParam(p.slug)} regionSlug={decodeParam(p.regionSlug)} />
          )}
        </Route>
        <Route path="/category/:slug">{(p) => <CategoryPostsPage slug={decodeParam(p.slug)} />}</Route>
        <Route path="/regions" component={RegionsPage} />
        <Route path="/regions/:slug">{(p) => <RegionPage slug={decodeParam(p.slug)} />}</Route>
        <Route path="/region/:id">
          {(p) => (NUMERIC_ID.test(p.id) ? <RegionByIdPostsPage id={Number(p.id)} /> : <NotFoundPage />)}
        </Route>
        <Route path="/tags/:slug">{(p) => <TagPostsPage slug={decodeParam(p.slug)} />}</Route>
        <Route path="/search" component={SearchPage} />
        {/* Messages (issue 5): threads, thread create, one thread, the legacy list. */}
        <Route path="/threads">
          <RequireAuth>
            <ThreadsPage />
          </RequireAuth>
        </Route>
        <Route path="/threads/create">
          <RequireAuth>
            <ThreadCreatePage />
          </RequireAuth>
        </Route>
        <Route path="/threads/:id">
          {(p) =>
            NUMERIC_ID.test(p.id) ? (
              <RequireAuth>
                <ThreadPage key={p.id} id={Number(p.id)} />
              </RequireAuth>
            ) : (
              <NotFoundPage />
            )
          }
        </Route>
        <Route path="/messages">
          <RequireAuth>
            <LegacyMessagesPage />
          </RequireAuth>
        </Route>
        <Route path="/post/create">
          <RequireAuth>
            <PostCreatePage />
          </RequireAuth>
        </Route>
        <Route path="/post/:id/edit">
          {(params) =>
            NUMERIC_ID.test(params.id) ? (
              <RequireAuth>
                <PostEditPage key={params.id} id={Number(params.id)} />
              </RequireAuth>
            ) : (
              <NotFoundPage />
            )
          }
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
        {/* Member pages (docs/product.md §2 auth routes). */}
        <Route path="/dashboard">
          <RequireAuth>
            <DashboardPage />
          </RequireAuth>
        </Route>
        <Route path="/mypage">
          <RequireAuth>
            <MypagePage />
          </RequireAuth>
        </Route>
        <Route path="/myposts">
          <RequireAuth>
            <MyPostsPage />
          </RequireAuth>
        </Route>
        <Route path="/mycomments">
          <RequireAuth>
            <MyCommentsPage />
          </RequireAuth>
        </Route>
        <Route path="/favorites/posts">
          <RequireAuth>
            <FavoritePostsPage />
          </RequireAuth>
        </Route>
        <Route path="/favorites/users">
          <RequireAuth>
            <FavoriteUsersPage />
          </RequireAuth>
        </Route>
        <Route path="/followers">
          <RequireAuth>
            <FollowersPage />
          </RequireAuth>
        </Route>
        {/* Profiles, administration and contact (issue 4). */}
        <Route path="/contact" component={ContactPage} />
        <Route path="/terms" component={TermsPage} />
        <Route path="/privacy" component={PrivacyPage} />
        <Route path="/guidelines" component={GuidelinesPage} />
        <Route path="/profile/edit">
          <RequireAuth>
            <ProfileEditPage />
          </RequireAuth>
        </Route>
        <Route path="/profile/me">
          <RequireAuth>
            <ProfilePage target="me" />
          </RequireAuth>
        </Route>
        <Route path="/profile/interest/setup">
          <RequireAuth>
            <InterestSetupPage />
          </RequireAuth>
        </Route>
        <Route path="/profile/region/setup">
          <RequireAuth>
            <RegionSetupPage variant="setup" />
          </RequireAuth>
        </Route>
        <Route path="/profile/region">
          <RequireAuth>
            <RegionSetupPage variant="edit" />
          </RequireAuth>
        </Route>
        <Route path="/profile/:id">
          {(params) =>
            NUMERIC_ID.test(params.id) ? (
              <ProfilePage key={params.id} target={Number(params.id)} />
            ) : (
              <NotFoundPage />
            )
          }
        </Route>
        <Route path="/admin/users">
          <RequireAdmin>
            <AdminUsersPage />
          </RequireAdmin>
        </Route>
        <Route path="/admin/reports">
          <RequireAdmin>
            <AdminReportsPage />
          </RequireAdmin>
        </Route>
        <Route path="/admin/users/:id/edit">
          {(params) =>
            NUMERIC_ID.test(params.id) ? (
              <RequireAdmin>
                <AdminUserEditPage key={params.id} id={Number(params.id)} />
              </RequireAdmin>
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
        {/* Accounts (issue 4): verification, password reset, settings. */}
        <Route path="/email/verify" component={VerifyEmailPage} />
        <Route path="/email-verified" component={EmailVerifiedPage} />
        <Route path="/forgot-password" component={ForgotPasswordPage} />
        <Route path="/reset-password/:token">
          {(params) => <ResetPasswordPage key={params.token} token={params.token} />}
        </Route>
        <Route path="/unsubscribe/:token">
          {(params) => <UnsubscribePage key={params.token} token={params.token} />}
        </Route>
        <Route path="/notifications">
          <RequireAuth>
            <NotificationsPage />
          </RequireAuth>
        </Route>
        <Route path="/account/settings">
          <RequireAuth>
            <AccountSettingsPage />
          </RequireAuth>
        </Route>
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
