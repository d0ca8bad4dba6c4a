/**
 * /account/settings (docs/product.md §2 Account settings; My page links here): the current address and its
 * state, change e-mail (verified again), change password (other sessions end), 「ログイン方法」 (docs/product.md
 * "Login with LINE, Google and Apple"), the notification switches, 既読 (docs/product.md "既読"), delete
 * the account (docs/product.md §4 Leaving: the section's lead says what goes and what stays), and last, under
 * 開発者向け, the API tokens. Every account change asks for the current password.
 */
import type { ReactNode } from "react";
import { Link } from "wouter";
import { LanguageSettings } from "#client/components/language-settings.tsx";
import { TextSizeSettings } from "#client/components/text-size-settings.tsx";
import { useDocumentHead } from "#client/lib/document-head.ts";
import { useSession } from "#client/lib/use-session.ts";
import { loginProvidersCopy } from "#shared/copy/login-providers.ts";
import { tokensCopy } from "#shared/copy/tokens.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import { ApiTokensSection } from "../components/api-tokens-section.tsx";
import { BlockedMembersSection } from "../components/blocked-members-section.tsx";
import { ChangeEmailForm } from "../components/change-email-form.tsx";
import { ChangePasswordForm } from "../components/change-password-form.tsx";
import { DeleteAccountForm } from "../components/delete-account-form.tsx";
import { LoginMethodsSection } from "../components/login-methods-section.tsx";
import { NotificationSettingsSection } from "../components/notification-settings-section.tsx";
import { ReadReceiptsSection } from "../components/read-receipts-section.tsx";
import "../accounts.css";

const s = copy.settings;

function SettingsSection(props: {
  id: string;
  title: string;
  lead?: ReactNode;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      className={`settings-section${props.danger ? " settings-section--danger" : ""}`}
      aria-labelledby={props.id}
    >
      <h2 id={props.id} className="settings-section__title">
        {props.title}
      </h2>
      {props.lead ? <div className="settings-section__lead">{props.lead}</div> : null}
      {props.children}
    </section>
  );
}

/** /account/settings: address state, change e-mail, change password, delete account. */
export function AccountSettingsPage() {
  useDocumentHead(s.title);
  const { user } = useSession();
  if (!user) return null;
  const verified = Boolean(user.email_verified_at);
  return (
    <div className="container page settings-page">
      <header className="page-head">
        <h1 className="page-head__title">{s.title}</h1>
        <p className="page-head__lead">{s.lead}</p>
        <p className="settings-links">
          <Link href={paths.profileEdit()}>{s.profileLink}</Link>
          <Link href={paths.mypage()}>{copy.nav.mypage}</Link>
        </p>
      </header>
      <SettingsSection
        id="settings-email"
        title={s.emailHeading}
        lead={
          <dl className="settings-current">
            <dt>{s.currentEmail}</dt>
            <dd>
              <span className="settings-current__email">{user.email}</span>
              <span className={`badge ${verified ? "badge--verified" : "badge--unverified"}`}>
                {verified ? s.verified : s.unverified}
              </span>
            </dd>
          </dl>
        }
      >
        <ChangeEmailForm idPrefix="settings" />
      </SettingsSection>
      <SettingsSection id="settings-text-size" title={copy.textSize.title} lead={<p>{copy.textSize.hint}</p>}>
        <TextSizeSettings labelledBy="settings-text-size" />
      </SettingsSection>
      <SettingsSection id="settings-language" title={copy.language.title} lead={<p>{copy.language.hint}</p>}>
        <LanguageSettings labelledBy="settings-language" />
      </SettingsSection>
      <SettingsSection id="settings-password" title={s.passwordHeading}>
        <ChangePasswordForm />
      </SettingsSection>
      <SettingsSection
        id="settings-login-methods"
        title={loginProvidersCopy.settings.title}
        lead={<p>{loginProvidersCopy.settings.lead}</p>}
      >
        <LoginMethodsSection />
      </SettingsSection>
      <SettingsSection
        id="settings-notifications"
        title={copy.notifications.settings.title}
        lead={<p>{copy.notifications.settings.lead}</p>}
      >
        <NotificationSettingsSection />
      </SettingsSection>
      <SettingsSection
        id="settings-read-receipts"
        title={copy.threadMedia.readReceipts.title}
        lead={<p>{copy.threadMedia.readReceipts.explanation}</p>}
      >
        <ReadReceiptsSection />
      </SettingsSection>
      <SettingsSection
        id="settings-blocks"
        title={copy.safety.block.listTitle}
        lead={<p>{copy.safety.block.listLead}</p>}
      >
        <BlockedMembersSection />
      </SettingsSection>
      <SettingsSection id="settings-delete" title={s.deleteHeading} lead={<p>{s.deleteLead}</p>} danger>
        <DeleteAccountForm />
      </SettingsSection>
      <SettingsSection id="settings-developer" title={s.developerHeading} lead={<p>{s.developerLead}</p>}>
        <h3 id="settings-tokens" className="settings-section__subtitle">
          {tokensCopy.section.heading}
        </h3>
        <p className="settings-section__lead">{tokensCopy.section.lead}</p>
        <ApiTokensSection />
      </SettingsSection>
    </div>
  );
}
