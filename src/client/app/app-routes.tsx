/**
 * The pages of the route table (docs/product.md §2 Route table): the patterns, their order and their links are
 * src/shared/paths.ts `routes`; this file says what each route renders — the page, its guard, and how its path
 * parameters are read. Pages other than home load on demand (lazy-pages.tsx); unknown paths render the
 * not-found page.
 */
import { type ReactNode, Suspense } from "react";
import { Route, Switch } from "wouter";
import { LoadingState } from "#client/components/status-message.tsx";
import { type RouteName, routes } from "#shared/paths.ts";
import {
  AccountSettingsPage,
  AdminOrganizationsPage,
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
  HelpPage,
  InterestSetupPage,
  LegacyMessagesPage,
  LoginPage,
  MyCommentsPage,
  MyPostsPage,
  MypagePage,
  NotificationsPage,
  OperatorPage,
  OrganizationDashboardPage,
  OrganizationInboxPage,
  OrganizationInboxThreadPage,
  OrganizationInvitationPage,
  OrganizationPage,
  OrganizationStaffPage,
  PostCreatePage,
  PostDetailPage,
  PostEditPage,
  PostListPage,
  PostPosterPage,
  PrivacyPage,
  ProfileEditPage,
  ProfilePage,
  RegionByIdPostsPage,
  RegionPage,
  RegionPosterPage,
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
import { GuestOnly, RequireAdmin, RequireAuth, RequireMember } from "./route-guards.tsx";

/** Numeric ids are 1–9 digits (docs/product.md §2 Route table); anything else is the not-found page. */
const NUMERIC_ID = /^\d{1,9}$/;

/** A path parameter as text (wouter may hand it over still percent-encoded). */
function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The page of an id parameter: `page(id)` for a numeric id, else the not-found page. */
function withId(param: string, page: (id: number) => ReactNode): ReactNode {
  return NUMERIC_ID.test(param) ? page(Number(param)) : <NotFoundPage />;
}

/** The guards of docs/product.md §2 Navigation guards. */
const auth = (page: ReactNode) => <RequireAuth>{page}</RequireAuth>;
const member = (page: ReactNode) => <RequireMember>{page}</RequireMember>;
const admin = (page: ReactNode) => <RequireAdmin>{page}</RequireAdmin>;
const guest = (page: ReactNode) => <GuestOnly>{page}</GuestOnly>;

/** The names of the `:parameters` of a pattern: `"/post/:id/edit"` → `"id"`. */
type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters of route `Name`, as wouter hands them over (text). */
type ParamsOf<Name extends RouteName> = Record<ParamNames<(typeof routes)[Name]["pattern"]>, string>;

/** What each route of the table renders, given its path parameters. */
const PAGES: { [Name in RouteName]: (params: ParamsOf<Name>) => ReactNode } = {
  home: () => <HomePage />,
  homeAlias: () => <HomePage />,
  posts: () => <PostListPage />,
  search: () => <SearchPage />,
  categories: () => <CategoriesPage />,
  categoryTag: (p) => <CategoryTagPostsPage slug={decodeParam(p.slug)} tagSlug={decodeParam(p.tagSlug)} />,
  categoryRegion: (p) => (
    <CategoryRegionPostsPage slug={decodeParam(p.slug)} regionSlug={decodeParam(p.regionSlug)} />
  ),
  category: (p) => <CategoryPostsPage slug={decodeParam(p.slug)} />,
  regions: () => <RegionsPage />,
  regionPoster: (p) => <RegionPosterPage slug={decodeParam(p.slug)} />,
  region: (p) => <RegionPage slug={decodeParam(p.slug)} />,
  regionById: (p) => withId(p.id, (id) => <RegionByIdPostsPage id={id} />),
  tag: (p) => <TagPostsPage slug={decodeParam(p.slug)} />,
  threads: () => auth(<ThreadsPage />),
  threadCreate: () => auth(<ThreadCreatePage />),
  thread: (p) => withId(p.id, (id) => auth(<ThreadPage key={id} id={id} />)),
  legacyMessages: () => auth(<LegacyMessagesPage />),
  postCreate: () => auth(<PostCreatePage />),
  postEdit: (p) => withId(p.id, (id) => auth(<PostEditPage key={id} id={id} />)),
  postPoster: (p) => withId(p.id, (id) => <PostPosterPage key={id} id={id} />),
  post: (p) => withId(p.id, (id) => <PostDetailPage key={id} id={id} />),
  dashboard: () => auth(<DashboardPage />),
  mypage: () => auth(<MypagePage />),
  myposts: () => auth(<MyPostsPage />),
  mycomments: () => auth(<MyCommentsPage />),
  favoritePosts: () => auth(<FavoritePostsPage />),
  favoriteUsers: () => auth(<FavoriteUsersPage />),
  followers: () => auth(<FollowersPage />),
  contact: () => <ContactPage />,
  help: () => <HelpPage />,
  operator: () => <OperatorPage />,
  terms: () => <TermsPage />,
  privacy: () => <PrivacyPage />,
  guidelines: () => <GuidelinesPage />,
  profileEdit: () => auth(<ProfileEditPage />),
  profileMe: () => auth(<ProfilePage target="me" />),
  profileInterestSetup: () => auth(<InterestSetupPage />),
  profileRegionSetup: () => auth(<RegionSetupPage variant="setup" />),
  profileRegion: () => auth(<RegionSetupPage variant="edit" />),
  profile: (p) => withId(p.id, (id) => <ProfilePage key={id} target={id} />),
  organizationStaff: (p) => auth(<OrganizationStaffPage key={p.slug} slug={decodeParam(p.slug)} />),
  organizationDashboard: (p) => auth(<OrganizationDashboardPage key={p.slug} slug={decodeParam(p.slug)} />),
  organizationInbox: (p) => auth(<OrganizationInboxPage key={p.slug} slug={decodeParam(p.slug)} />),
  organizationInboxThread: (p) =>
    withId(p.threadId, (threadId) =>
      auth(
        <OrganizationInboxThreadPage
          key={`${p.slug}-${threadId}`}
          slug={decodeParam(p.slug)}
          threadId={threadId}
        />,
      ),
    ),
  organization: (p) => <OrganizationPage key={p.slug} slug={decodeParam(p.slug)} />,
  // Tokens are compared as sent: not decoded.
  organizationInvitation: (p) => <OrganizationInvitationPage key={p.token} token={p.token} />,
  adminOrganizations: () => admin(<AdminOrganizationsPage />),
  adminUsers: () => admin(<AdminUsersPage />),
  adminReports: () => admin(<AdminReportsPage />),
  adminUserEdit: (p) => withId(p.id, (id) => admin(<AdminUserEditPage key={id} id={id} />)),
  login: () => guest(<LoginPage />),
  register: () => guest(<RegisterPage />),
  verifyEmail: () => <VerifyEmailPage />,
  emailVerified: () => <EmailVerifiedPage />,
  forgotPassword: () => <ForgotPasswordPage />,
  // Tokens are compared as sent: not decoded.
  resetPassword: (p) => <ResetPasswordPage key={p.token} token={p.token} />,
  unsubscribe: (p) => <UnsubscribePage key={p.token} token={p.token} />,
  notifications: () => auth(<NotificationsPage />),
  accountSettings: () => member(<AccountSettingsPage />),
};

/** The page of route `name` for the path parameters wouter matched (named after the pattern's). */
function renderPage(name: RouteName, params: object): ReactNode {
  return (PAGES[name] as (params: object) => ReactNode)(params);
}

/** The route names in the table's order (the order the Switch tries them in). */
const ROUTE_NAMES = Object.keys(routes) as RouteName[];

/** The route table of docs/product.md §2: home at once, every other page on demand, the not-found page last. */
export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingState />}>
      <Switch>
        {ROUTE_NAMES.map((name) => (
          <Route key={name} path={routes[name].pattern}>
            {(params) => renderPage(name, params)}
          </Route>
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
