import ui from '@/components/admin/shell/admin-ui.module.css';

/** Shown while the report page adds up the archived orders. */
export default function ReportsLoading() {
  return (
    <div role="status">
      <h1 className={ui.title}>Sales reports</h1>
      <p className={ui.lead}>Adding up the completed orders…</p>
    </div>
  );
}
