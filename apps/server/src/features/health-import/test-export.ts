/** Small Apple Health exports for tests, written the way the Health app writes them. */

const UNITS: Record<string, string> = {
  HKQuantityTypeIdentifierHeartRateVariabilitySDNN: 'ms',
  HKQuantityTypeIdentifierRestingHeartRate: 'count/min',
  HKQuantityTypeIdentifierHeartRate: 'count/min',
  HKQuantityTypeIdentifierStepCount: 'count',
  HKQuantityTypeIdentifierVO2Max: 'mL/min·kg',
  HKQuantityTypeIdentifierBodyMass: 'lb',
  HKQuantityTypeIdentifierBodyFatPercentage: '%',
  HKQuantityTypeIdentifierWaistCircumference: 'cm',
};

export const HRV = 'HKQuantityTypeIdentifierHeartRateVariabilitySDNN';
export const RESTING_HR = 'HKQuantityTypeIdentifierRestingHeartRate';
export const VO2_MAX = 'HKQuantityTypeIdentifierVO2Max';
export const SLEEP = 'HKCategoryTypeIdentifierSleepAnalysis';
export const BODY_MASS = 'HKQuantityTypeIdentifierBodyMass';
export const BODY_FAT = 'HKQuantityTypeIdentifierBodyFatPercentage';
export const WAIST = 'HKQuantityTypeIdentifierWaistCircumference';

/** One Record element; `start`/`end` as Apple writes them, e.g. `2026-11-20 07:30:00 -0500`. */
export function record(
  type: string,
  value: string | number,
  start: string,
  options: { end?: string; unit?: string | null; source?: string; children?: string } = {},
): string {
  const end = options.end ?? start;
  const unit = options.unit === undefined ? UNITS[type] : options.unit;
  const open =
    ` <Record type="${type}" sourceName="${options.source ?? 'Pat’s Apple Watch'}" sourceVersion="10.1"` +
    ` device="&lt;&lt;HKDevice: 0x2813a4d20&gt;, name:Apple Watch, manufacturer:Apple Inc.&gt;"` +
    (unit ? ` unit="${unit}"` : '') +
    ` creationDate="${end}" startDate="${start}" endDate="${end}" value="${value}"`;
  return options.children ? `${open}>\n${options.children} </Record>\n` : `${open}/>\n`;
}

/** A sleep span from a source: `stage` is the part after HKCategoryValueSleepAnalysis. */
export function sleep(stage: string, start: string, end: string, source?: string): string {
  return record(SLEEP, `HKCategoryValueSleepAnalysis${stage}`, start, {
    end,
    unit: null,
    ...(source ? { source } : {}),
  });
}

/** A whole export.xml around the given records: the DOCTYPE internal subset, ExportDate and Me. */
export function appleHealthXml(records: string | string[]): string {
  const body = Array.isArray(records) ? records.join('') : records;
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE HealthData [
<!-- HealthKit Export Version: 14 -->
<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary|ClinicalRecord|Audiogram|VisionPrescription)*)>
<!ATTLIST HealthData
  locale CDATA #REQUIRED
>
<!ELEMENT ExportDate EMPTY>
<!ATTLIST ExportDate
  value CDATA #REQUIRED
>
<!ELEMENT Record ((MetadataEntry|HeartRateVariabilityMetadataList)*)>
<!ATTLIST Record
  type          CDATA #REQUIRED
  unit          CDATA #IMPLIED
  value         CDATA #IMPLIED
  sourceName    CDATA #REQUIRED
  startDate     CDATA #REQUIRED
  endDate       CDATA #REQUIRED
>
<!ELEMENT MetadataEntry EMPTY>
<!ATTLIST MetadataEntry
  key   CDATA #REQUIRED
  value CDATA #REQUIRED
>
]>
<HealthData locale="en_US">
 <ExportDate value="2026-11-21 08:15:42 -0500"/>
 <Me HKCharacteristicTypeIdentifierDateOfBirth="1978-04-02" HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexFemale" HKCharacteristicTypeIdentifierBloodType="HKBloodTypeNotSet" HKCharacteristicTypeIdentifierFitzpatrickSkinType="HKFitzpatrickSkinTypeNotSet" HKCharacteristicTypeIdentifierCardioFitnessMedicationsUse="None"/>
${body}</HealthData>
`;
}
