import type {
  AffectedComponent,
  LastOperationMode,
  OkState,
  OpenState,
  SelectedV,
} from '../../../api/contract/logbook-entry.contract';

/**
 * The logbook form as the drawer edits it (spec 001 §3): numbers are the digits typed (strings, so a
 * half-typed value survives), times are ISO instants or '', choices are '' until one is picked, and the
 * defects and stoppage sections sit behind their toggles. `entry-form.rules.ts` turns it into what is
 * sent (spec 001 §5 Sending rules) and checks it.
 */
export interface EntryForm {
  readonly header: {
    readonly vehicleIdRef: number | null;
    /** ISO instant. */
    readonly referenceTimestamp: string;
    readonly referenceLocation: string;
    readonly remarks: string;
  };
  readonly vehicleState: {
    readonly hydraulicsState: OkState | '';
    readonly vehicleOperatingHours_h: string;
    readonly mileage_km: string;
    readonly fuelFillingLevel_l: string;
    readonly fuelAdded_l: string;
    readonly sandState: OkState | '';
    readonly isSandAdded: boolean | null;
    readonly motorOilState: OkState | '';
    readonly motorOilAdded_l: string;
  };
  readonly inspections: {
    readonly inspectionPerformedTimestamp_A1: string;
    readonly inspectionPerformedTimestamp_V1: string;
    readonly inspectionPerformedTimestamp_V3: string;
    readonly inspectionPerformedTimestamp_F1: string;
    readonly selectedV: SelectedV | '';
  };
  readonly hasDefects: boolean;
  readonly defects: {
    readonly description: string;
    readonly measuresDescription: string;
    readonly state: OpenState | '';
  };
  readonly hasStoppage: boolean;
  readonly stoppage: {
    readonly startTimestamp: string;
    readonly endTimestamp: string;
    readonly vehicleLocation: string;
    readonly trainNumber: string;
    readonly trainWeight_t: string;
    readonly state: OpenState | '';
    readonly lastOperationMode: LastOperationMode | '';
    readonly wasAuxiliaryVehicleUsed: boolean | null;
    readonly errorCodesDescription: string;
    readonly description: string;
    readonly measuresDescription: string;
    readonly remarks: string;
    readonly affectedComponents: readonly AffectedComponent[];
  };
}

export type FormSection = 'header' | 'vehicleState' | 'inspections' | 'defects' | 'stoppage';

/** One problem of the form, shown as "section > field message" (spec 001 §5). */
export interface FormIssue {
  readonly section: FormSection;
  readonly field: string;
  /** A rule code of `LogbookRule` (`required`, `maxLength:50`, `max:1000`, ...). */
  readonly rule: string;
}

/** The `validation.*` key of a rule and its values (`{{max}}`). */
export interface IssueMessage {
  readonly key:
    | 'validation.required'
    | 'validation.maxLength'
    | 'validation.max'
    | 'validation.integer'
    | 'validation.nonNegative'
    | 'validation.invalidDate'
    | 'validation.future'
    | 'validation.mismatch'
    | 'validation.oneOf';
  readonly max?: number;
}
