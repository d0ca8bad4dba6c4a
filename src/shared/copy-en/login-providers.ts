/**
 * English copy of login with LINE, Google and Apple (docs/product.md "Login with LINE, Google and Apple"): the
 * buttons of the login and registration pages, the "Login methods" section of /account/settings and the pages the
 * callback shows when it refuses.
 */
import type { loginProvidersCopy } from "../copy/login-providers.ts";
import type { Translation } from "./translation.ts";

export const loginProvidersCopyEn: Translation<typeof loginProvidersCopy> = {
  labels: { line: "LINE", google: "Google", apple: "Apple" },
  buttons: { line: "Log in with LINE", google: "Log in with Google", apple: "Sign in with Apple" },
  or: "or",
  defaultName: (provider: string) => `${provider} member`,
  settings: {
    title: "Login methods",
    lead: "You can also log in with your LINE, Google or Apple account.",
    password: "Email address and password",
    passwordSet: "Set",
    passwordUnset: "Not set (you can set one with “Forgot your password?”)",
    linked: "Linked",
    notLinked: "Not linked",
    link: (provider: string) => `Link ${provider}`,
    unlink: (provider: string) => `Unlink ${provider}`,
    unlinked: (provider: string) => `${provider} has been unlinked.`,
    linkedDone: (provider: string) => `${provider} has been linked.`,
    deleteLead:
      "You have no password, so please confirm it is you with a linked service before your account is deleted.",
    deleteWith: (provider: string) => `Confirm with ${provider} and delete my account`,
  },
  refusals: {
    lastWay:
      "You cannot unlink this because you have no other way to log in. Please set a password or link another service first.",
    notLinked: "This service is not linked.",
    unknownProvider: "This login method is not available.",
    emailTaken:
      "An account with this email address already exists. Please log in, then link the service in your account settings.",
    linkedElsewhere: "This account is already linked to another member.",
    flowInvalid: "The login process is not valid or has expired. Please start again from the beginning.",
    providerFailed: "We could not confirm your login. Please try again.",
    cancelled: "The login was cancelled.",
    suspended: "This account is suspended, so you cannot log in.",
    linkNeedsLogin: "Please log in first to link a service.",
    deleteWrongAccount: "Please confirm with the linked account. Your account has not been deleted.",
    tooMany: "Too many login attempts. Please wait a while and try again.",
  },
  page: {
    title: "Could not log in",
    backToLogin: "Back to the login page",
    toSettings: "Go to account settings",
    deletedTitle: "Your account has been deleted",
    toHome: "Go to the home page",
  },
  passwordLoginUnavailable: "This account has no password.",
};
