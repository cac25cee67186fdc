import type { PlantPage } from '@green-circle/contract';

const bandName = (band: string | null) => (band === null ? 'Zone not given' : `Zone ${band}`);

/** How "I tried this" went on the plant's tips, by hemisphere and zone band: each report once. */
export function PlantEvidence({ evidence }: { evidence: PlantPage['evidence'] }) {
  if (evidence.length === 0) {
    return <p className="opacity-80">Nobody has said how a tip about it went yet: try one and tell the others.</p>;
  }
  return (
    <div className="overflow-x-auto">
      <table className="table table-sm" data-testid="plant-evidence">
        <caption className="sr-only">“I tried this” reports by hemisphere and zone band</caption>
        <thead>
          <tr>
            <th scope="col">Where</th>
            <th scope="col">Worked</th>
            <th scope="col">Partly</th>
            <th scope="col">Didn’t work</th>
          </tr>
        </thead>
        <tbody>
          {evidence.map((row) => (
            <tr key={`${row.hemisphere}-${row.band}`}>
              <th scope="row" className="font-normal">
                {row.hemisphere === 'south' ? 'Southern' : 'Northern'} hemisphere, {bandName(row.band)}
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
