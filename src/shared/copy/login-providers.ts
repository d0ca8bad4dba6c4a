/**
 * Japanese copy of login with LINE, Google and Apple (docs/product.md "Login with LINE, Google and Apple"): the
 * buttons of the login and registration pages, the 「ログイン方法」 section of /account/settings and the pages the
 * callback shows when it refuses.
 */
export const loginProvidersCopy = {
  labels: { line: "LINE", google: "Google", apple: "Apple" },
  buttons: { line: "LINEでログイン", google: "Googleでログイン", apple: "Appleでサインイン" },
  or: "または",
  defaultName: (provider: string) => `${provider}の会員`,
  settings: {
    title: "ログイン方法",
    lead: "LINE・Google・Appleのアカウントでもログインできるようにします。",
    password: "メールアドレスとパスワード",
    passwordSet: "設定済み",
    passwordUnset: "未設定（「パスワードをお忘れの方」から設定できます）",
    linked: "連携済み",
    notLinked: "未連携",
    link: (provider: string) => `${provider}と連携する`,
    unlink: (provider: string) => `${provider}の連携を解除`,
    unlinked: (provider: string) => `${provider}の連携を解除しました。`,
    linkedDone: (provider: string) => `${provider}と連携しました。`,
    deleteLead: "パスワードが設定されていないため、連携しているサービスで本人確認をしてから退会します。",
    deleteWith: (provider: string) => `${provider}で本人確認して退会する`,
  },
  refusals: {
    lastWay:
      "ほかにログインする方法がないため、連携を解除できません。先にパスワードを設定するか、ほかのサービスと連携してください。",
    notLinked: "このサービスとは連携していません。",
    unknownProvider: "このログイン方法は利用できません。",
    emailTaken:
      "このメールアドレスのアカウントがあります。ログインしてからアカウント設定で連携してください。",
    linkedElsewhere: "このアカウントはすでに別の会員に連携されています。",
    flowInvalid: "ログインの手続きが無効か、期限が切れています。もう一度最初からお試しください。",
    providerFailed: "ログインを確認できませんでした。もう一度お試しください。",
    cancelled: "ログインが取り消されました。",
    suspended: "このアカウントは利用停止中のため、ログインできません。",
    linkNeedsLogin: "連携するには、先にログインしてください。",
    deleteWrongAccount: "連携しているアカウントで本人確認をしてください。退会はしていません。",
    tooMany: "ログインの試行が多すぎます。しばらく待ってからもう一度お試しください。",
  },
  page: {
    title: "ログインできませんでした",
    backToLogin: "ログインページへ戻る",
    toSettings: "アカウント設定へ",
    deletedTitle: "退会しました",
    toHome: "トップページへ",
  },
  passwordLoginUnavailable: "このアカウントにはパスワードが設定されていません。",
} as const;
