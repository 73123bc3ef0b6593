import { conditionReportFileName } from '@/lib/papers/paper-file-name';
import { reportFiles } from '@/lib/shipments/reports';

import type { ConditionReportJob } from './paper-job';
import { useMakePaper } from './use-make-paper';

const NO_FILES: ReadonlyMap<string, string> = new Map();

/**
 * A condition report's button state, for staff and parties alike: ready once its files' signed
 * URLs are there (at once for a report without files), made in the worker and saved under the
 * report's file name.
 */
export function useConditionReportPaper(
  job: Omit<ConditionReportJob, 'paper' | 'urls'>,
  urls: ReadonlyMap<string, string> | undefined,
) {
  const paper = useMakePaper();
  const files = urls ?? (reportFiles(job.report).length === 0 ? NO_FILES : null);
  const make = () => {
    if (!files) return;
    const { report, trackingNumber } = job;
    paper.make(
      { ...job, paper: 'condition-report', urls: files },
      conditionReportFileName({
        trackingNumber,
        kind: report.kind,
        recordedAt: report.recorded_at,
      }),
    );
  };
  return { ...paper, ready: files !== null && !paper.making, make };
}
