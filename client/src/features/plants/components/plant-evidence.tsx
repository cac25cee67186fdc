import type { PlantPage } from '@green-circle/contract';
import { useT } from '#app/i18n/i18n';

/** How "I tried this" went on the plant's tips, by hemisphere and zone band: each report once. */
export function PlantEvidence({ evidence }: { evidence: PlantPage['evidence'] }) {
  const t = useT();
  if (evidence.length === 0) {
    return <p className="opacity-80">{t('plant.evidenceNone')}</p>;
  }
  return (
    <div className="overflow-x-auto">
      <table className="table table-sm" data-testid="plant-evidence">
        <caption className="sr-only">{t('plant.evidenceCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('plant.evidenceWhere')}</th>
            <th scope="col">{t('plant.evidenceWorked')}</th>
            <th scope="col">{t('plant.evidencePartly')}</th>
            <th scope="col">{t('plant.evidenceFailed')}</th>
          </tr>
        </thead>
        <tbody>
          {evidence.map((row) => (
            <tr key={`${row.hemisphere}-${row.band}`}>
              <th scope="row" className="font-normal">
                {t('plant.evidenceRow', {
                  hemisphere: row.hemisphere,
                  band: row.band === null ? t('plant.zoneNotGiven') : t('plant.zoneBand', { band: row.band }),
                })}
              </th>
              <td>{row.worked}</td>
              <td>{row.partly}</td>
              <td>{row.failed}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
