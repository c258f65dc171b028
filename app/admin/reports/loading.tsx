import ui from '@/components/admin/shell/admin-ui.module.css';

/** Shown while the report page waits on the POS (its CompletedOrders pages can take seconds). */
export default function ReportsLoading() {
  return (
    <div role="status">
      <h1 className={ui.title}>Sales reports</h1>
      <p className={ui.lead}>Asking the POS for the completed orders…</p>
    </div>
  );
}
