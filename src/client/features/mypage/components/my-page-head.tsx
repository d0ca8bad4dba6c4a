/** The heading of a member page: title, a short lead, and optional actions on the right. */
import type { ReactNode } from "react";

interface MyPageHeadProps {
  title: string;
  lead?: string;
  actions?: ReactNode;
}

/** The heading of a member page with an optional lead and actions. */
export function MyPageHead({ title, lead, actions }: MyPageHeadProps) {
  return (
    <header className="page-head my-page-head">
      <div className="my-page-head__text">
        <h1 className="page-head__title">{title}</h1>
        {lead ? <p className="page-head__lead">{lead}</p> : null}
      </div>
      {actions ? <div className="my-page-head__actions">{actions}</div> : null}
    </header>
  );
}
