import { fetchSignedPaperImage } from '@/lib/paper-making/paper-image';
import type { CmrCopy, CmrData, PaperImage, PaperLanguage } from '@/lib/papers/paper-data';

import type { Shipment } from '../../api/shipment-schemas';
import { createTrackingLink } from '../../links/api/use-create-tracking-link-mutation';
import { publicTrackingUrl } from '../../public-tracking-url';
import { signFiles } from '../../reports/api/use-report-files';
import { fetchReports } from '../../reports/api/use-shipment-reports';
import { cmrData } from '../cmr-data';
import { latestReport } from '../latest-report';
import { fetchRequestQuantity } from './fetch-request-quantity';

/** What staff chose in the CMR dialog. */
export interface CmrChoices {
  labelLanguages: PaperLanguage[];
  copies: 'all' | CmrCopy;
  /** Make the consignee's party link now and print it as a QR code. */
  withConsigneeLink: boolean;
}

async function fetchSignatures(paths: string[]): Promise<ReadonlyMap<string, PaperImage>> {
  if (paths.length === 0) return new Map();
  const urls = await signFiles(paths);
  return new Map(
    await Promise.all(
      paths.map(async (path) => [path, await fetchSignedPaperImage(urls, path)] as const),
    ),
  );
}

/**
 * Everything a shipment's CMR prints, read as staff read it: its reports, the standing ones'
 * signatures, the request's quantity; last, when asked, a new consignee link (only a new link's
 * key can be printed: keys are stored hashed), so a failure before it makes none.
 */
export async function gatherCmr(shipment: Shipment, choices: CmrChoices): Promise<CmrData> {
  const [reports, packages] = await Promise.all([
    fetchReports(shipment.id, shipment.created_at),
    shipment.request_reference ? fetchRequestQuantity(shipment.request_reference) : null,
  ]);
  const standing = [latestReport(reports, 'collection'), latestReport(reports, 'delivery')];
  const signatures = await fetchSignatures(standing.flatMap((report) => report?.signature ?? []));
  const consigneeLink = choices.withConsigneeLink
    ? publicTrackingUrl(
        shipment.id,
        shipment.recipientlanguage,
        (await createTrackingLink(shipment.id, { party: 'recipient', replace: false })).key,
      )
    : null;
  return cmrData({
    shipment,
    reports,
    signatures,
    packages,
    labelLanguages: choices.labelLanguages,
    copies: choices.copies,
    consigneeLink,
    now: new Date(),
  });
}
