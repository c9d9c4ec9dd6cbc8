import type {
  CreateEntryInput,
  LogbookEntry,
  Defects,
  Inspections,
  Stoppage,
  UpdateEntryInput,
  VehicleState,
} from './logbook-entry.contract';

type Sections = Pick<
  CreateEntryInput | UpdateEntryInput,
  'vehicleState' | 'inspections' | 'defects' | 'stoppage'
>;

/** The sections as stored (the contract's answer shape, every field present), plus the copied columns. */
export interface StoredSections {
  readonly vehicleState: VehicleState;
  readonly inspections: Inspections;
  readonly defects: Defects | null;
  readonly stoppage: Stoppage | null;
  readonly entryState: 'open' | 'resolved' | null;
  readonly a1: string | null;
}

const iso = (value: string | null | undefined): string | null =>
  value == null ? null : new Date(value).toISOString();

/**
 * The sections as sent, made whole and consistent (spec 001 §5 Sending rules): absent fields become
 * null, times UTC; what the form hides is dropped: sand/oil added unless that state is not_ok, the
 * stoppage end unless resolved, the V1/V3 time that is not selected.
 */
export const storedSections = (input: Sections): StoredSections => {
  const v = input.vehicleState;
  const vehicleState: VehicleState = {
    hydraulicsState: v.hydraulicsState ?? null,
    vehicleOperatingHours_h: v.vehicleOperatingHours_h ?? null,
    mileage_km: v.mileage_km ?? null,
    fuelFillingLevel_l: v.fuelFillingLevel_l ?? null,
    fuelAdded_l: v.fuelAdded_l ?? null,
    sandState: v.sandState ?? null,
    isSandAdded: v.sandState === 'not_ok' ? (v.isSandAdded ?? null) : null,
    motorOilState: v.motorOilState ?? null,
    motorOilAdded_l: v.motorOilState === 'not_ok' ? (v.motorOilAdded_l ?? null) : null,
  };
  const i = input.inspections;
  const selectedV = i.selectedV ?? null;
  const inspections: Inspections = {
    inspectionPerformedTimestamp_A1: iso(i.inspectionPerformedTimestamp_A1),
    inspectionPerformedTimestamp_V1: selectedV === 'V1' ? iso(i.inspectionPerformedTimestamp_V1) : null,
    inspectionPerformedTimestamp_V3: selectedV === 'V3' ? iso(i.inspectionPerformedTimestamp_V3) : null,
    inspectionPerformedTimestamp_F1: iso(i.inspectionPerformedTimestamp_F1),
    selectedV,
  };
  const d = input.defects;
  const defects: Defects | null =
    d == null
      ? null
      : { description: d.description, measuresDescription: d.measuresDescription ?? null, state: d.state };
  const s = input.stoppage;
  const stoppage: Stoppage | null =
    s == null
      ? null
      : {
          startTimestamp: new Date(s.startTimestamp).toISOString(),
          endTimestamp: s.state === 'resolved' ? iso(s.endTimestamp) : null,
          vehicleLocation: s.vehicleLocation,
          trainNumber: s.trainNumber ?? null,
          trainWeight_t: s.trainWeight_t ?? null,
          state: s.state ?? null,
          lastOperationMode: s.lastOperationMode ?? null,
          wasAuxiliaryVehicleUsed: s.wasAuxiliaryVehicleUsed ?? null,
          errorCodesDescription: s.errorCodesDescription ?? null,
          description: s.description,
          measuresDescription: s.measuresDescription ?? null,
          remarks: s.remarks ?? null,
          affectedComponents: [...new Set(s.affectedComponents ?? [])],
        };
  return {
    vehicleState,
    inspections,
    defects,
    stoppage,
    entryState: defects?.state ?? null,
    a1: inspections.inspectionPerformedTimestamp_A1,
  };
};

/**
 * A stored entry in the create shape (what a device keeps and pushes, what the form edits): the inverse
 * of `storedSections` for an entry the server answered.
 */
export const logbookEntryAsCreate = (entry: LogbookEntry): CreateEntryInput => ({
  header: {
    vehicleIdRef: entry.header.vehicleIdRef,
    remarks: entry.header.remarks,
    referenceTimestamp: entry.header.referenceTimestamp,
    referenceLocation: entry.header.referenceLocation,
  },
  vehicleState: entry.vehicleState,
  inspections: entry.inspections,
  defects: entry.defects,
  stoppage: entry.stoppage,
});
