/**
 * Every page except home, loaded on demand (issue 6: the home page's initial JavaScript stays under 150 KB
 * gzipped). Each page module becomes its own chunk; `AppRoutes` shows the loading state while one arrives.
 */
import { lazy } from "react";

export const AccountSettingsPage = lazy(() =>
  import("#client/features/accounts/pages/account-settings-page.tsx").then((m) => ({
    default: m.AccountSettingsPage,
  })),
);
export const EmailVerifiedPage = lazy(() =>
  import("#client/features/accounts/pages/email-verified-page.tsx").then((m) => ({
    default: m.EmailVerifiedPage,
  })),
);
export const ForgotPasswordPage = lazy(() =>
  import("#client/features/accounts/pages/forgot-password-page.tsx").then((m) => ({
    default: m.ForgotPasswordPage,
  })),
);
export const LoginPage = lazy(() =>
  import("#client/features/accounts/pages/login-page.tsx").then((m) => ({ default: m.LoginPage })),
);
export const RegisterPage = lazy(() =>
  import("#client/features/accounts/pages/register-page.tsx").then((m) => ({ default: m.RegisterPage })),
);
export const ResetPasswordPage = lazy(() =>
  import("#client/features/accounts/pages/reset-password-page.tsx").then((m) => ({
    default: m.ResetPasswordPage,
  })),
);
export const VerifyEmailPage = lazy(() =>
  import("#client/features/accounts/pages/verify-email-page.tsx").then((m) => ({
    default: m.VerifyEmailPage,
  })),
);
export const AdminUserEditPage = lazy(() =>
  import("#client/features/admin/pages/admin-user-edit-page.tsx").then((m) => ({
    default: m.AdminUserEditPage,
  })),
);
export const AdminUsersPage = lazy(() =>
  import("#client/features/admin/pages/admin-users-page.tsx").then((m) => ({ default: m.AdminUsersPage })),
);
export const CategoriesPage = lazy(() =>
  import("#client/features/catalog/pages/categories-page.tsx").then((m) => ({ default: m.CategoriesPage })),
);
export const RegionPage = lazy(() =>
  import("./pages/region-page.tsx").then((m) => ({ default: m.RegionPage })),
);
export const RegionsPage = lazy(() =>
  import("#client/features/catalog/pages/regions-page.tsx").then((m) => ({ default: m.RegionsPage })),
);
export const ContactPage = lazy(() =>
  import("#client/features/contact/pages/contact-page.tsx").then((m) => ({ default: m.ContactPage })),
);
export const DashboardPage = lazy(() =>
  import("#client/features/mypage/pages/dashboard-page.tsx").then((m) => ({ default: m.DashboardPage })),
);
export const FavoritePostsPage = lazy(() =>
  import("#client/features/mypage/pages/favorite-posts-page.tsx").then((m) => ({
    default: m.FavoritePostsPage,
  })),
);
export const FavoriteUsersPage = lazy(() =>
  import("#client/features/mypage/pages/follow-lists-page.tsx").then((m) => ({
    default: m.FavoriteUsersPage,
  })),
);
export const FollowersPage = lazy(() =>
  import("#client/features/mypage/pages/follow-lists-page.tsx").then((m) => ({ default: m.FollowersPage })),
);
export const MyCommentsPage = lazy(() =>
  import("#client/features/mypage/pages/my-comments-page.tsx").then((m) => ({ default: m.MyCommentsPage })),
);
export const MyPostsPage = lazy(() =>
  import("#client/features/mypage/pages/my-posts-page.tsx").then((m) => ({ default: m.MyPostsPage })),
);
export const MypagePage = lazy(() =>
  import("#client/features/mypage/pages/mypage-page.tsx").then((m) => ({ default: m.MypagePage })),
);
export const CategoryPostsPage = lazy(() =>
  import("#client/features/posts/pages/post-browse-pages.tsx").then((m) => ({
    default: m.CategoryPostsPage,
  })),
);
export const CategoryRegionPostsPage = lazy(() =>
  import("#client/features/posts/pages/post-browse-pages.tsx").then((m) => ({
    default: m.CategoryRegionPostsPage,
  })),
);
export const CategoryTagPostsPage = lazy(() =>
  import("#client/features/posts/pages/post-browse-pages.tsx").then((m) => ({
    default: m.CategoryTagPostsPage,
  })),
);
export const RegionByIdPostsPage = lazy(() =>
  import("#client/features/posts/pages/post-browse-pages.tsx").then((m) => ({
    default: m.RegionByIdPostsPage,
  })),
);
export const TagPostsPage = lazy(() =>
  import("#client/features/posts/pages/post-browse-pages.tsx").then((m) => ({ default: m.TagPostsPage })),
);
export const PostCreatePage = lazy(() =>
  import("#client/features/posts/pages/post-create-page.tsx").then((m) => ({ default: m.PostCreatePage })),
);
export const PostDetailPage = lazy(() =>
  import("#client/features/posts/pages/post-detail-page.tsx").then((m) => ({ default: m.PostDetailPage })),
);
export const PostEditPage = lazy(() =>
  import("#client/features/posts/pages/post-edit-page.tsx").then((m) => ({ default: m.PostEditPage })),
);
export const PostListPage = lazy(() =>
  import("#client/features/posts/pages/post-list-page.tsx").then((m) => ({ default: m.PostListPage })),
);
export const InterestSetupPage = lazy(() =>
  import("#client/features/profile/pages/interest-setup-page.tsx").then((m) => ({
    default: m.InterestSetupPage,
  })),
);
export const ProfileEditPage = lazy(() =>
  import("#client/features/profile/pages/profile-edit-page.tsx").then((m) => ({
    default: m.ProfileEditPage,
  })),
);
export const ProfilePage = lazy(() =>
  import("#client/features/profile/pages/profile-page.tsx").then((m) => ({ default: m.ProfilePage })),
);
export const RegionSetupPage = lazy(() =>
  import("#client/features/profile/pages/region-setup-page.tsx").then((m) => ({
    default: m.RegionSetupPage,
  })),
);
export const SearchPage = lazy(() =>
  import("#client/features/search/pages/search-page.tsx").then((m) => ({ default: m.SearchPage })),
);
export const LegacyMessagesPage = lazy(() =>
  import("#client/features/threads/pages/legacy-messages-page.tsx").then((m) => ({
    default: m.LegacyMessagesPage,
  })),
);
export const ThreadCreatePage = lazy(() =>
  import("#client/features/threads/pages/thread-create-page.tsx").then((m) => ({
    default: m.ThreadCreatePage,
  })),
);
export const ThreadPage = lazy(() =>
  import("#client/features/threads/pages/thread-page.tsx").then((m) => ({ default: m.ThreadPage })),
);
export const ThreadsPage = lazy(() =>
  import("#client/features/threads/pages/threads-page.tsx").then((m) => ({ default: m.ThreadsPage })),
);
