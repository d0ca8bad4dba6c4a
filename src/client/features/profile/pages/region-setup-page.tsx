/**
 * /profile/region/setup and /profile/region (docs/product.md §2 Region setup): one select, required
 * (copy.profile.regionRequired). Saving (profile.setRegion) leads to /mypage after 0.8 s; failure: copy.profile.setupSaveFailed
 */
import { type FormEvent, useEffect, useState } from "react";
import { useLocation } from "wouter";
import { describedBy, FormField } from "#client/components/form-field.tsx";
import { RegionSelect } from "#client/components/region-select.tsx";
import { FailureState, LoadingState } from "#client/components/status-message.tsx";
import { useDocumentHead } from "#client/lib/document-head.ts";
import { trpc } from "#client/lib/trpc.ts";
import { fieldErrorsOf, messagesFor } from "#client/lib/trpc-errors.ts";
import { useRegions } from "#client/lib/use-regions.ts";
import { REDIRECT_DELAY_MS } from "#shared/constants.ts";
import { copy } from "#shared/copy.ts";
import { paths } from "#shared/paths.ts";
import { useSetRegion } from "../hooks/use-profile-mutations.ts";
import "../profile.css";

const p = copy.profile;

/** `setup`: /profile/region/setup (first steps); `edit`: /profile/region. Both go to my page after saving. */
export function RegionSetupPage({ variant }: { variant: "setup" | "edit" }) {
  const title = variant === "setup" ? p.titles.regionSetup : p.titles.region;
  useDocumentHead(title);
  const choice = trpc.profile.region.useQuery(undefined, { refetchOnWindowFocus: false });
  const regions = useRegions();
  const save = useSetRegion();
  const [, navigate] = useLocation();
  const [regionId, setRegionId] = useState<number | null | undefined>(undefined);
  const [missing, setMissing] = useState(false);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (choice.data && regionId === undefined) setRegionId(choice.data.id);
  }, [choice.data, regionId]);

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => navigate(paths.mypage()), REDIRECT_DELAY_MS.regionSave);
    return () => window.clearTimeout(timer);
  }, [saved, navigate]);

  if (choice.isPending) return <LoadingState />;
  if (!choice.data) return <FailureState message={p.loadFailed} />;

  const serverErrors = messagesFor(fieldErrorsOf(save.error), "region_id");
  const errors = missing ? [p.regionRequired] : serverErrors;

  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (!regionId) {
      setMissing(true);
      return;
    }
    setMissing(false);
    save.mutate(
      { region_id: regionId },
      {
        onSuccess: () => setSaved(true),
      },
    );
  }

  return (
    <div className="container page page--narrow setup-page">
      <header className="page-head">
        <h1 className="page-head__title">{title}</h1>
        <p className="page-head__lead">{variant === "setup" ? p.regionSetupLead : p.regionLead}</p>
      </header>
      <form className="form-card" onSubmit={handleSubmit} noValidate>
        {save.isError && serverErrors.length === 0 ? <FailureState message={p.setupSaveFailed} /> : null}
        {saved ? (
          <p className="status status--success" role="status">
            {p.setupSaved}
          </p>
        ) : null}
        <FormField id="setup-region" label={p.fields.region} required errors={errors}>
          <RegionSelect
            id="setup-region"
            name="region_id"
            regions={regions.data ?? []}
            value={regionId ?? null}
            onChange={(id) => {
              setRegionId(id);
              if (id) setMissing(false);
            }}
            emptyLabel={p.selectRegion}
            aria-required="true"
            aria-invalid={errors.length > 0 || undefined}
            aria-describedby={describedBy("setup-region", { errors })}
          />
        </FormField>
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={save.isPending || saved}>
            {save.isPending ? p.saving : p.save}
          </button>
        </div>
      </form>
    </div>
  );
}
