/**
 * /profile/interest/setup (docs/product.md §2 Interest setup): parent categories with expandable children as checkboxes.
 * Saving (profile.setInterests) leads to /profile/region/setup after 1 s; failure: copy.profile.setupSaveFailed
 */
import { type FormEvent, useEffect, useState } from "react";
import { Link, useLocation } from "wouter";
import { ChevronDownIcon } from "#client/components/icons.tsx";
import { FailureState, LoadingState } from "#client/components/status-message.tsx";
import { useDocumentHead } from "#client/lib/document-head.ts";
import { categoryName } from "#client/lib/reference-names.ts";
import { trpc } from "#client/lib/trpc.ts";
import { useCategories } from "#client/lib/use-categories.ts";
import { REDIRECT_DELAY_MS } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import { useSetInterests } from "../hooks/use-profile-mutations.ts";
import "../profile.css";

const p = copy.profile;

/** The interest setup page of a member's first steps. */
export function InterestSetupPage() {
  useDocumentHead(p.titles.interestSetup);
  const categories = useCategories();
  const interests = trpc.profile.interests.useQuery(undefined, { refetchOnWindowFocus: false });
  const save = useSetInterests();
  const [, navigate] = useLocation();
  const [selected, setSelected] = useState<Set<number> | null>(null);
  const [open, setOpen] = useState<Set<number>>(new Set());
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (interests.data && selected === null) setSelected(new Set(interests.data.categories));
  }, [interests.data, selected]);

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(
      () => navigate(paths.profileRegionSetup()),
      REDIRECT_DELAY_MS.interestSave,
    );
    return () => window.clearTimeout(timer);
  }, [saved, navigate]);

  if (categories.isPending || interests.isPending) return <LoadingState />;
  if (!categories.data) return <FailureState message={copy.errors.categoryLoadFailed} />;
  const chosen = selected ?? new Set<number>();
  const toggle = (id: number) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };
  const toggleOpen = (id: number) => {
    const next = new Set(open);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setOpen(next);
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    save.mutate(
      { categories: [...chosen] },
      {
        onSuccess: () => setSaved(true),
      },
    );
  }

  return (
    <div className="container page page--narrow setup-page">
      <header className="page-head">
        <h1 className="page-head__title">{p.titles.interestSetup}</h1>
        <p className="page-head__lead">{p.interestSetupLead}</p>
      </header>
      <form className="form-card" onSubmit={handleSubmit}>
        {save.isError ? <FailureState message={p.setupSaveFailed} /> : null}
        {saved ? (
          <p className="status status--success" role="status">
            {p.setupSaved}
          </p>
        ) : null}
        <ul className="setup-tree">
          {categories.data.map((parent) => {
            const expanded = open.has(parent.id);
            return (
              <li key={parent.id} className="setup-tree__parent">
                <div className="setup-tree__row">
                  <label className="checkbox">
                    <input
                      type="checkbox"
                      checked={chosen.has(parent.id)}
                      onChange={() => toggle(parent.id)}
                    />
                    <span>{categoryName(parent)}</span>
                  </label>
                  {parent.children.length > 0 ? (
                    <button
                      type="button"
                      className="icon-button setup-tree__toggle"
                      aria-expanded={expanded}
                      aria-controls={`setup-children-${parent.id}`}
                      aria-label={p.showChildren(categoryName(parent))}
                      onClick={() => toggleOpen(parent.id)}
                    >
                      <ChevronDownIcon size={18} />
                    </button>
                  ) : null}
                </div>
                {expanded ? (
                  <ul id={`setup-children-${parent.id}`} className="setup-tree__children">
                    {parent.children.map((child) => (
                      <li key={child.id}>
                        <label className="checkbox pick-chip">
                          <input
                            type="checkbox"
                            checked={chosen.has(child.id)}
                            onChange={() => toggle(child.id)}
                          />
                          <span>{categoryName(child)}</span>
                        </label>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
        <div className="form-actions setup-page__actions">
          <Link href={paths.profileRegionSetup()} className="button button--ghost">
            {p.skip}
          </Link>
          <button type="submit" className="button button--primary" disabled={save.isPending || saved}>
            {save.isPending ? p.saving : p.save}
          </button>
        </div>
      </form>
    </div>
  );
}
