import { openDb } from '../../../server/db/db';
import { ingestRecords } from '../../../server/telemetry/ingestion.service';

/**
 * Run by `ingestAsOf` (ingest-as-of.ts) on a stopped portal's data directory (`DATA_DIR`): stores each
 * record of `argv[2]` (JSON: vehicle id and [record as a device sends it, arrival epoch ms][]) through
 * the ingestion, as if it had arrived at that moment.
 */
const { vehicleId, sent } = JSON.parse(process.argv[2] ?? '{}') as {
  vehicleId: number;
  sent: [record: unknown, arrivedMs: number][];
};
const db = await openDb({ dataDir: `${process.env['DATA_DIR']}/db` });
try {
  for (const [record, arrivedMs] of sent) {
    const answer = await ingestRecords(db, vehicleId, [record], new Date(arrivedMs));
    if (answer.accepted !== 1) throw new Error(`not stored: ${JSON.stringify(answer)}`);
  }
} finally {
  await db.close();
}
