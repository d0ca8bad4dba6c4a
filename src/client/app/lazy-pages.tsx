/**
 * Every page except home, loaded on demand (docs/performance.md "Budgets": the home page's initial JavaScript
 * stays under 150 KB gzipped). Each page module becomes its own chunk; `AppRoutes` shows the loading state
 * while one arrives.
 */
import { lazyPage as lazy } from "#client/lib/lazy-page.ts";

/** /account/settings (docs/product.md §2 Route table), loaded on demand. */
export const AccountSettingsPage = lazy(() =>
  import("#client/features/accounts/pages/account-settings-page.tsx").then((m) => ({
    default: m.AccountSettingsPage,
  })),
);
/** /notifications (docs/product.md §11 Notifications), loaded on demand. */
export const NotificationsPage = lazy(() =>
  import("#client/features/notifications/pages/notifications-page.tsx").then((m) => ({
    default: m.NotificationsPage,
  })),
);
/** /unsubscribe/{token} (docs/product.md §11 E-mail), loaded on demand. */
export const UnsubscribePage = lazy(() =>
  import("#client/features/notifications/pages/unsubscribe-page.tsx").then((m) => ({
    default: m.UnsubscribePage,
  })),
);
/** /email-verified (docs/product.md §2 Route table), loaded on demand. */
export const EmailVerifiedPage = lazy(() =>
  import("#client/features/accounts/pages/email-verified-page.tsx").then((m) => ({
    default: m.EmailVerifiedPage,
  })),
);
/** /forgot-password (docs/product.md §2 Route table), loaded on demand. */
export const ForgotPasswordPage = lazy(() =>
  import("#client/features/accounts/pages/forgot-password-page.tsx").then((m) => ({
    default: m.ForgotPasswordPage,
  })),
);
/** /login (docs/product.md §2 Route table), loaded on demand. */
export const LoginPage = lazy(() =>
  import("#client/features/accounts/pages/login-page.tsx").then((m) => ({ default: m.LoginPage })),
);
/** /register (docs/product.md §2 Route table), loaded on demand. */
export const RegisterPage = lazy(() =>
  import("#client/features/accounts/pages/register-page.tsx").then((m) => ({ default: m.RegisterPage })),
);
/** /reset-password/{token} (docs/product.md §2 Route table), loaded on demand. */
export const ResetPasswordPage = lazy(() =>
  import("#client/features/accounts/pages/reset-password-page.tsx").then((m) => ({
    default: m.ResetPasswordPage,
  })),
);
/** /email/verify (docs/product.md §2 Route table), loaded on demand. */
export const VerifyEmailPage = lazy(() =>
  import("#client/features/accounts/pages/verify-email-page.tsx").then((m) => ({
    default: m.VerifyEmailPage,
  })),
);
/** /admin/users/{id}/edit (docs/product.md §2 Route table), loaded on demand. */
export const AdminUserEditPage = lazy(() =>
  import("#client/features/admin/pages/admin-user-edit-page.tsx").then((m) => ({
    default: m.AdminUserEditPage,
  })),
);
/** /admin/reports (docs/product.md §12 moderation queue), loaded on demand. */
export const AdminReportsPage = lazy(() =>
  import("#client/features/admin/pages/admin-reports-page.tsx").then((m) => ({
    default: m.AdminReportsPage,
  })),
);
/** /admin/users (docs/product.md §2 Route table), loaded on demand. */
export const AdminUsersPage = lazy(() =>
  import("#client/features/admin/pages/admin-users-page.tsx").then((m) => ({ default: m.AdminUsersPage })),
);
/** /categories (docs/product.md §2 Route table), loaded on demand. */
export const CategoriesPage = lazy(() =>
  import("#client/features/catalog/pages/categories-page.tsx").then((m) => ({ default: m.CategoriesPage })),
);
/** /regions/{slug} (docs/product.md §2 Route table), loaded on demand. */
export const RegionPage = lazy(() =>
  import("./pages/region-page.tsx").then((m) => ({ default: m.RegionPage })),
);
/** /regions (docs/product.md §2 Route table), loaded on demand. */
export const RegionsPage = lazy(() =>
  import("#client/features/catalog/pages/regions-page.tsx").then((m) => ({ default: m.RegionsPage })),
);
/** /terms, /privacy, /guidelines (docs/product.md §10 Rules pages), loaded on demand. */
export const TermsPage = lazy(() =>
  import("#client/features/rules/pages/rules-page.tsx").then((m) => ({ default: m.TermsPage })),
);
export const PrivacyPage = lazy(() =>
  import("#client/features/rules/pages/rules-page.tsx").then((m) => ({ default: m.PrivacyPage })),
);
export const GuidelinesPage = lazy(() =>
  import("#client/features/rules/pages/rules-page.tsx").then((m) => ({ default: m.GuidelinesPage })),
);
/** /contact (docs/product.md §2 Route table), loaded on demand. */
export const ContactPage = lazy(() =>
  import("#client/features/contact/pages/contact-page.tsx").then((m) => ({ default: m.ContactPage })),
);
/** /help and /operator (docs/product.md §2 Help and operator), loaded on demand. */
export const HelpPage = lazy(() =>
  import("#client/features/help/pages/help-page.tsx").then((m) => ({ default: m.HelpPage })),
);
export const OperatorPage = lazy(() =>
  import("#client/features/help/pages/operator-page.tsx").then((m) => ({ default: m.OperatorPage })),
);
/** /dashboard (docs/product.md §2 Route table), loaded on demand. */
export const DashboardPage = lazy(() =>
  import("#client/features/mypage/pages/dashboard-page.tsx").then((m) => ({ default: m.DashboardPage })),
);
/** /favorites/posts (docs/product.md §2 Route table), loaded on demand. */
export const FavoritePostsPage = lazy(() =>
  import("#client/features/mypage/pages/favorite-posts-page.tsx").then((m) => ({
    default: m.FavoritePostsPage,
  })),
);
/** /favorites/users (docs/product.md §2 Route table), loaded on demand. */
export const FavoriteUsersPage = lazy(() =>
  import("#client/features/mypage/pages/follow-lists-page.tsx").then((m) => ({
    default: m.FavoriteUsersPage,
  })),
);
/** /followers (docs/product.md §2 Route table), loaded on demand. */
export const FollowersPage = lazy(() =>
  import("#client/features/mypage/pages/follow-lists-page.tsx").then((m) => ({ default: m.FollowersPage })),
);
/** /mycomments (docs/product.md §2 Route table), loaded on demand. */
export const MyCommentsPage = lazy(() =>
  import("#client/features/mypage/pages/my-comments-page.tsx").then((m) => ({ default: m.MyCommentsPage })),
);
/** /myposts (docs/product.md §2 Route table), loaded on demand. */
export const MyPostsPage = lazy(() =>
  import("#client/features/mypage/pages/my-posts-page.tsx").then((m) => ({ default: m.MyPostsPage })),
);
/** /mypage (docs/product.md §2 Route table), loaded on demand. */
export const MypagePage = lazy(() =>
  import("#client/features/mypage/pages/mypage-page.tsx").then((m) => ({ default: m.MypagePage })),
);
/** /category/{slug} (docs/product.md §2 Route table), loaded on demand. */
export const CategoryPostsPage = lazy(() =>
  import("#client/features/posts/pages/post-browse-pages.tsx").then((m) => ({
    default: m.CategoryPostsPage,
  })),
);
/** /category/{slug}/region/{region} (docs/product.md §2 Route table), loaded on demand. */
export const CategoryRegionPostsPage = lazy(() =>
  import("#client/features/posts/pages/post-browse-pages.tsx").then((m) => ({
    default: m.CategoryRegionPostsPage,
  })),
);
/** /category/{slug}/tag/{tag} (docs/product.md §2 Route table), loaded on demand. */
export const CategoryTagPostsPage = lazy(() =>
  import("#client/features/posts/pages/post-browse-pages.tsx").then((m) => ({
    default: m.CategoryTagPostsPage,
  })),
);
/** /region/{id} (docs/product.md §2 Route table), loaded on demand. */
export const RegionByIdPostsPage = lazy(() =>
  import("#client/features/posts/pages/post-browse-pages.tsx").then((m) => ({
    default: m.RegionByIdPostsPage,
  })),
);
/** /tags/{slug} (docs/product.md §2 Route table), loaded on demand. */
export const TagPostsPage = lazy(() =>
  import("#client/features/posts/pages/post-browse-pages.tsx").then((m) => ({ default: m.TagPostsPage })),
);
/** /post/create (docs/product.md §2 Route table), loaded on demand. */
export const PostCreatePage = lazy(() =>
  import("#client/features/posts/pages/post-create-page.tsx").then((m) => ({ default: m.PostCreatePage })),
);
/** /post/{id} (docs/product.md §2 Route table), loaded on demand. */
export const PostDetailPage = lazy(() =>
  import("#client/features/posts/pages/post-detail-page.tsx").then((m) => ({ default: m.PostDetailPage })),
);
/** /post/{id}/edit (docs/product.md §2 Route table), loaded on demand. */
export const PostEditPage = lazy(() =>
  import("#client/features/posts/pages/post-edit-page.tsx").then((m) => ({ default: m.PostEditPage })),
);
/** /posts (docs/product.md §2 Route table), loaded on demand. */
export const PostListPage = lazy(() =>
  import("#client/features/posts/pages/post-list-page.tsx").then((m) => ({ default: m.PostListPage })),
);
/** /profile/interest/setup (docs/product.md §2 Route table), loaded on demand. */
export const InterestSetupPage = lazy(() =>
  import("#client/features/profile/pages/interest-setup-page.tsx").then((m) => ({
    default: m.InterestSetupPage,
  })),
);
/** /profile/edit (docs/product.md §2 Route table), loaded on demand. */
export const ProfileEditPage = lazy(() =>
  import("#client/features/profile/pages/profile-edit-page.tsx").then((m) => ({
    default: m.ProfileEditPage,
  })),
);
/** /profile/me and /profile/{id} (docs/product.md §2 Route table), loaded on demand. */
export const ProfilePage = lazy(() =>
  import("#client/features/profile/pages/profile-page.tsx").then((m) => ({ default: m.ProfilePage })),
);
/** /profile/region/setup and /profile/region (docs/product.md §2 Route table), loaded on demand. */
export const RegionSetupPage = lazy(() =>
  import("#client/features/profile/pages/region-setup-page.tsx").then((m) => ({
    default: m.RegionSetupPage,
  })),
);
/** /search (docs/product.md §2 Route table), loaded on demand. */
export const SearchPage = lazy(() =>
  import("#client/features/search/pages/search-page.tsx").then((m) => ({ default: m.SearchPage })),
);
/** /messages (docs/product.md §2 Route table), loaded on demand. */
export const LegacyMessagesPage = lazy(() =>
  import("#client/features/threads/pages/legacy-messages-page.tsx").then((m) => ({
    default: m.LegacyMessagesPage,
  })),
);
/** /threads/create (docs/product.md §2 Route table), loaded on demand. */
export const ThreadCreatePage = lazy(() =>
  import("#client/features/threads/pages/thread-create-page.tsx").then((m) => ({
    default: m.ThreadCreatePage,
  })),
);
/** /threads/{id} (docs/product.md §2 Route table), loaded on demand. */
export const ThreadPage = lazy(() =>
  import("#client/features/threads/pages/thread-page.tsx").then((m) => ({ default: m.ThreadPage })),
);
/** /threads (docs/product.md §2 Route table), loaded on demand. */
export const ThreadsPage = lazy(() =>
  import("#client/features/threads/pages/threads-page.tsx").then((m) => ({ default: m.ThreadsPage })),
);
/** /post/{id}/poster (docs/product.md "Sharing and posters"), loaded on demand. */
export const PostPosterPage = lazy(() =>
  import("#client/features/sharing/pages/post-poster-page.tsx").then((m) => ({ default: m.PostPosterPage })),
);
/** /regions/{slug}/poster (docs/product.md "Sharing and posters"), loaded on demand. */
export const RegionPosterPage = lazy(() =>
  import("#client/features/sharing/pages/region-poster-page.tsx").then((m) => ({
    default: m.RegionPosterPage,
  })),
);
/** /orgs/{slug} (docs/product.md "Organisations"), loaded on demand. */
export const OrganizationPage = lazy(() =>
  import("#client/features/organizations/pages/organization-page.tsx").then((m) => ({
    default: m.OrganizationPage,
  })),
);
/** /orgs/{slug}/dashboard (docs/product.md "Organisations": what happens in the area), loaded on demand. */
export const OrganizationDashboardPage = lazy(() =>
  import("#client/features/organizations/pages/organization-dashboard-page.tsx").then((m) => ({
    default: m.OrganizationDashboardPage,
  })),
);
/** /orgs/{slug}/inbox and /orgs/{slug}/inbox/{threadId} (docs/product.md "Organisations": the shared inbox). */
export const OrganizationInboxPage = lazy(() =>
  import("#client/features/threads/pages/organization-inbox-page.tsx").then((m) => ({
    default: m.OrganizationInboxPage,
  })),
);
export const OrganizationInboxThreadPage = lazy(() =>
  import("#client/features/threads/pages/organization-inbox-page.tsx").then((m) => ({
    default: m.OrganizationInboxThreadPage,
  })),
);
/** /orgs/{slug}/staff (docs/product.md "Organisations"), loaded on demand. */
export const OrganizationStaffPage = lazy(() =>
  import("#client/features/organizations/pages/organization-staff-page.tsx").then((m) => ({
    default: m.OrganizationStaffPage,
  })),
);
/** /org-invitations/{token} (docs/product.md "Organisations"), loaded on demand. */
export const OrganizationInvitationPage = lazy(() =>
  import("#client/features/organizations/pages/organization-invitation-page.tsx").then((m) => ({
    default: m.OrganizationInvitationPage,
  })),
);
/** /admin/organizations (docs/product.md "Organisations"), loaded on demand. */
export const AdminOrganizationsPage = lazy(() =>
  import("#client/features/admin/pages/admin-organizations-page.tsx").then((m) => ({
    default: m.AdminOrganizationsPage,
  })),
);
