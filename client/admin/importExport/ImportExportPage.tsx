import { Download, Upload } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import type { ImportJob } from "../../../shared/schemas/importJob.ts";
import { useDocumentTitle } from "../../ui/useDocumentTitle.ts";
import { useConfirmImport, useImportJob, useRecentImports, useUploadImport } from "../api/useImports.ts";
import { Button, buttonClass } from "../ui/Button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/Card.tsx";
import { Label } from "../ui/Label.tsx";
import { Select } from "../ui/Select.tsx";
import { ImportReportView } from "./ImportReportView.tsx";

const sourceName = (job: ImportJob) => (job.source === "zendesk" ? "Zendesk Guide" : "Markdown");

function ImportProgress({ job }: { job: ImportJob }) {
  const step = job.status === "checking" ? "Checking" : "Importing";
  const label = `${step} ${job.fileName}`;
  const percent = job.total > 0 ? Math.round((job.done / job.total) * 100) : 0;
  return (
    <div className="space-y-2">
      <p className="text-sm text-gray-800" aria-live="polite">
        {label}: {job.total > 0 ? `${job.done} of ${job.total} articles` : "reading the archive…"}
      </p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={Math.max(job.total, 1)}
        aria-valuenow={job.done}
        aria-valuetext={job.total > 0 ? `${job.done} of ${job.total} articles` : "Starting"}
        className="h-3 w-full overflow-hidden rounded-full bg-gray-200"
      >
        <div className="h-full bg-green-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

function ImportUploadForm({ onUploaded, disabled }: { onUploaded: (id: number) => void; disabled: boolean }) {
  const ids = { file: useId(), source: useId(), categories: useId(), verification: useId(), hint: useId() };
  const [source, setSource] = useState("auto");
  const upload = useUploadImport({ onSuccess: onUploaded });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // The fields first: the server reads them before the archive arrives.
    const body = new FormData();
    for (const name of ["source", "categories", "verification"]) {
      const value = form.get(name);
      if (typeof value === "string") body.append(name, value);
    }
    const file = form.get("file");
    if (file instanceof File) body.append("file", file, file.name);
    upload.mutate(body);
  };
  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Upload an archive to import">
      <div className="space-y-1">
        <Label htmlFor={ids.file}>Archive (.zip)</Label>
        <input
          id={ids.file}
          name="file"
          type="file"
          accept=".zip,application/zip"
          required
          aria-describedby={ids.hint}
          className="block w-full text-sm text-gray-900 file:mr-3 file:rounded-md file:border file:border-gray-300 file:bg-white file:px-3 file:py-2"
        />
        <p id={ids.hint} className="text-xs text-gray-700">
          A Zendesk Guide export (categories.json, sections.json, articles.json, attachments/) or a Markdown
          export of Cairn, zipped. Nothing changes until you confirm the check.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="space-y-1">
          <Label htmlFor={ids.source}>Source</Label>
          <Select
            id={ids.source}
            name="source"
            value={source}
            onChange={(event) => setSource(event.target.value)}
          >
            <option value="auto">Detect from the archive</option>
            <option value="zendesk">Zendesk Guide</option>
            <option value="markdown">Markdown</option>
          </Select>
        </div>
        {source !== "markdown" ? (
          <>
            <div className="space-y-1">
              <Label htmlFor={ids.categories}>Zendesk: categories from</Label>
              <Select id={ids.categories} name="categories" defaultValue="sections">
                <option value="sections">Sections</option>
                <option value="zendesk">Zendesk categories</option>
              </Select>
            </div>
            <div className="space-y-1">
              <Label htmlFor={ids.verification}>Zendesk: verify published articles every</Label>
              <Select id={ids.verification} name="verification" defaultValue="6-months">
                <option value="1-month">Month</option>
                <option value="2-months">2 months</option>
                <option value="3-months">3 months</option>
                <option value="6-months">6 months</option>
              </Select>
            </div>
          </>
        ) : null}
      </div>
      <Button type="submit" disabled={disabled || upload.isPending}>
        <Upload className="h-4 w-4" aria-hidden="true" />
        {upload.isPending ? "Uploading…" : "Upload and check"}
      </Button>
    </form>
  );
}

function ImportJobPanel({ job, onStartOver }: { job: ImportJob; onStartOver: () => void }) {
  const confirm = useConfirmImport();
  const headingId = useId();
  if (job.status === "checking" || job.status === "importing") return <ImportProgress job={job} />;
  if (job.status === "checked" && job.dryRunReport) {
    return (
      <div className="space-y-4">
        <h3 id={headingId} className="font-semibold text-gray-900">
          Check of {job.fileName} ({sourceName(job)}): nothing has been written yet
        </h3>
        <ImportReportView report={job.dryRunReport} headingId={headingId} />
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => confirm.mutate(job.id)} disabled={confirm.isPending}>
            {confirm.isPending ? "Starting…" : "Import now"}
          </Button>
          <Button variant="outline" onClick={onStartOver}>
            Choose another archive
          </Button>
        </div>
      </div>
    );
  }
  const report = job.report ?? job.dryRunReport;
  return (
    <div className="space-y-4">
      <h3 id={headingId} className="font-semibold text-gray-900">
        {job.status === "done"
          ? `Imported ${job.fileName} (${sourceName(job)})`
          : job.status === "failed"
            ? `The import of ${job.fileName} failed`
            : `The import of ${job.fileName} was replaced by a newer upload`}
      </h3>
      {job.status === "failed" ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {job.error ?? "The import stopped."} Each article is saved whole or not at all: the report below
          lists what was done before it stopped.
        </p>
      ) : null}
      {report ? <ImportReportView report={report} headingId={headingId} /> : null}
      <Button variant="outline" onClick={onStartOver}>
        Import another archive
      </Button>
    </div>
  );
}

/** Import & export (admins): upload a .zip, read its check, confirm, follow the job; download an export. */
export function ImportExportPage() {
  useDocumentTitle("Import & export | Admin Portal");
  const recent = useRecentImports();
  const [jobId, setJobId] = useState<number | null>(null);
  const [picked, setPicked] = useState(false);
  // Back on the screen while an import checks, waits or runs: it is shown again.
  useEffect(() => {
    if (picked || !recent.data) return;
    const open = recent.data.find((job) => ["checking", "checked", "importing"].includes(job.status));
    if (open) setJobId(open.id);
    setPicked(true);
  }, [recent.data, picked]);
  const { data: job } = useImportJob(jobId);
  const running = job?.status === "checking" || job?.status === "importing";

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Import &amp; export</h1>
        <p className="text-sm text-gray-700">
          Bring articles over from Zendesk Guide or Markdown, and take everything out again
        </p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Import</CardTitle>
          <CardDescription>
            The archive is checked first (a dry run). Running the same import again updates what it brought
            before. Old Zendesk addresses keep working: they redirect to the new articles.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          {job && jobId !== null ? (
            <ImportJobPanel job={job} onStartOver={() => setJobId(null)} />
          ) : (
            <ImportUploadForm onUploaded={setJobId} disabled={running} />
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Export</CardTitle>
          <CardDescription>
            Every category and article as Markdown, with their media files and a redirects.json of old
            addresses, in one .zip. It imports here or into another Cairn as it is.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <a href="/api/admin/export" download className={buttonClass("outline")}>
            <Download className="h-4 w-4" aria-hidden="true" />
            Download export (.zip)
          </a>
        </CardContent>
      </Card>
    </div>
  );
}
