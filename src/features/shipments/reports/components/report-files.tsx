import type { ShipmentReport } from '@/lib/shipments/reports';

import { useShipmentsTranslation } from '../../use-shipments-translation';

/**
 * A report's signature and photos by their signed URLs; a photo opens full size in a new tab.
 * Nothing while the URLs load (the panel says when they failed).
 */
export function ReportFiles({
  report,
  urls,
}: {
  report: ShipmentReport;
  urls: ReadonlyMap<string, string> | undefined;
}) {
  const { t } = useShipmentsTranslation();
  if (!urls) return null;
  const signature = report.signature ? urls.get(report.signature) : undefined;
  const count = report.photos.length;
  return (
    <>
      {report.signature && (
        <div>
          <p className="text-sm text-slate-600">{t('reports.signature')}</p>
          {signature ? (
            <img
              src={signature}
              alt={
                report.name
                  ? t('reports.signatureOf', { name: report.name })
                  : t('reports.signature')
              }
              className="h-20 w-auto rounded border border-slate-200 bg-white"
            />
          ) : (
            <p className="text-sm">{t('reports.fileMissing')}</p>
          )}
        </div>
      )}
      {count > 0 && (
        <div>
          <p className="text-sm text-slate-600">{t('reports.photos')}</p>
          <ul className="mt-1 flex flex-wrap gap-2">
            {report.photos.map((path, index) => {
              const url = urls.get(path);
              const label = t('reports.photo', { number: index + 1, count });
              return (
                <li key={path}>
                  {url ? (
                    <a
                      href={url}
                      target="_blank"
                      rel="noreferrer"
                      className="block rounded focus-visible:outline-2 focus-visible:outline-blue-800"
                    >
                      <img
                        src={url}
                        alt={label}
                        className="size-20 rounded border border-slate-200 object-cover"
                      />
                    </a>
                  ) : (
                    <span className="text-sm">{t('reports.fileMissing')}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </>
  );
}
