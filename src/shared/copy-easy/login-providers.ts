/**
 * The やさしい日本語 twin of the copy of login with LINE, Google and Apple (docs/product.md "Login with LINE, Google
 * and Apple"): the buttons of the login and registration pages, the 「ログイン方法」 section of /account/settings and
 * the pages the callback shows when it refuses.
 */
import type { loginProvidersCopy } from "../copy/login-providers.ts";
import type { Translation } from "../copy-en/translation.ts";

export const loginProvidersCopyEasy: Translation<typeof loginProvidersCopy> = {
  labels: { line: "LINE", google: "Google", apple: "Apple" },
  buttons: { line: "LINEでログイン", google: "Googleでログイン", apple: "Appleでサインイン" },
  or: "または",
  defaultName: (provider: string) => `${provider}の会員《かいいん》`,
  settings: {
    title: "ログインの方法《ほうほう》",
    lead: "LINE・Google・Appleのアカウントでも、ログインできるようにします。",
    password: "メールアドレスとパスワード",
    passwordSet: "設定《せってい》ずみ",
    passwordUnset:
      "設定《せってい》していません（「パスワードを忘《わす》れたとき」から設定《せってい》できます）",
    linked: "つないでいます",
    notLinked: "つないでいません",
    link: (provider: string) => `${provider}とつなぐ`,
    unlink: (provider: string) => `${provider}とつなぐのをやめる`,
    unlinked: (provider: string) => `${provider}とつなぐのをやめました。`,
    linkedDone: (provider: string) => `${provider}とつなぎました。`,
    deleteLead:
      "パスワードを設定《せってい》していません。だから、つないでいるサービスで、あなただとたしかめてから退会《たいかい》します。",
    deleteWith: (provider: string) => `${provider}でたしかめて退会《たいかい》する`,
  },
  refusals: {
    lastWay:
      "ほかにログインする方法《ほうほう》がありません。だから、つなぐのをやめることはできません。先《さき》にパスワードを設定《せってい》するか、ほかのサービスとつないでください。",
    notLinked: "このサービスとは、つないでいません。",
    unknownProvider: "このログインの方法《ほうほう》は使《つか》えません。",
    emailTaken:
      "このメールアドレスのアカウントが、もうあります。ログインしてから、アカウント設定《せってい》でつないでください。",
    linkedElsewhere: "このアカウントは、もうほかの会員《かいいん》とつないでいます。",
    flowInvalid:
      "ログインの手続《てつづ》きが使《つか》えないか、期限《きげん》が過《す》ぎています。もう一度《いちど》、はじめからやってみてください。",
    providerFailed: "ログインをたしかめることができませんでした。もう一度《いちど》やってみてください。",
    cancelled: "ログインは取《と》り消《け》しになりました。",
    suspended: "このアカウントは、今《いま》使《つか》えません。だから、ログインできません。",
    linkNeedsLogin: "つなぐには、先《さき》にログインしてください。",
    deleteWrongAccount:
      "つないでいるアカウントで、あなただとたしかめてください。退会《たいかい》はしていません。",
    tooMany:
      "ログインを試《ため》した回数《かいすう》が多《おお》すぎます。少《すこ》し待《ま》ってから、もう一度《いちど》やってみてください。",
  },
  page: {
    title: "ログインできませんでした",
    backToLogin: "ログインのページに戻《もど》る",
    toSettings: "アカウント設定《せってい》へ",
    deletedTitle: "退会《たいかい》しました",
    toHome: "トップページへ",
  },
  passwordLoginUnavailable: "このアカウントには、パスワードを設定《せってい》していません。",
};
