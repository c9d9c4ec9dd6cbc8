import type { Language, LogbookComment, LogbookEntry } from '../../../src/api/contract';
import { cellText, exportColumns, type ExportColumn } from '../export/export-columns';
import { formatBoolean, formatCode, formatInstant } from '../export/export-format';
import { DOCUMENT_TEXTS, FIELD_TITLES, textIn, type FieldKey } from '../export/export-texts';
import { PDF_FONT, registerPdfFonts } from './pdf-fonts';

/** A comment with its signature image (PNG bytes). */
export interface DocumentComment {
  readonly comment: LogbookComment;
  readonly signaturePng: Uint8Array | null;
}

export interface EntryDocumentInput {
  readonly entry: LogbookEntry;
  /** The entry's signature (finalised entries), or null. */
  readonly signaturePng: Uint8Array | null;
  /** null: the caller may not read comments, the section is left out. */
  readonly comments: readonly DocumentComment[] | null;
  readonly language: Language;
}

/** Which fields each section of the document lists, in the order of the form (spec 001 §3). */
const SECTIONS: readonly { readonly title: keyof typeof DOCUMENT_TEXTS; readonly keys: FieldKey[] }[] = [
  {
    title: 'general',
    keys: [
      'logbookEntryId',
      'vehicleIdRef',
      'status',
      'entryState',
      'creatorAccountFirstName',
      'creatorAccountLastName',
      'createTimestamp',
      'referenceTimestamp',
      'referenceLocation',
      'remarks',
      'lastUpdateTimestamp',
    ],
  },
  {
    title: 'vehicleState',
    keys: [
      'hydraulicsState',
      'vehicleOperatingHours_h',
      'mileage_km',
      'fuelFillingLevel_l',
      'fuelAdded_l',
      'sandState',
      'isSandAdded',
      'motorOilState',
      'motorOilAdded_l',
    ],
  },
  {
    title: 'inspections',
    keys: [
      'inspectionPerformedTimestamp_A1',
      'inspectionPerformedTimestamp_V1',
      'inspectionPerformedTimestamp_V3',
      'inspectionPerformedTimestamp_F1',
      'selectedV',
    ],
  },
  { title: 'defects', keys: ['defectsState', 'defectsDescription', 'defectsMeasures'] },
  {
    title: 'stoppage',
    keys: [
      'stoppageState',
      'stoppageStart',
      'stoppageEnd',
      'stoppageLocation',
      'trainNumber',
      'trainWeight_t',
      'lastOperationMode',
      'wasAuxiliaryVehicleUsed',
      'errorCodesDescription',
      'stoppageDescription',
      'stoppageMeasures',
      'stoppageRemarks',
      'affectedComponents',
    ],
  },
];

const COLUMNS = new Map<FieldKey, ExportColumn>(exportColumns(true).map((c) => [c.key, c]));
const MARGIN = 50;
const LABEL_WIDTH = 170;
const GAP = 10;
const SIGNATURE_BOX: [number, number] = [240, 90];

type Doc = PDFKit.PDFDocument;

const contentWidth = (doc: Doc) => doc.page.width - 2 * MARGIN;
const bottom = (doc: Doc) => doc.page.height - MARGIN - 20;

/** Starts a new page when `height` does not fit under the cursor. */
const room = (doc: Doc, height: number) => {
  if (doc.y + height > bottom(doc)) doc.addPage();
};

const heading = (doc: Doc, text: string) => {
  room(doc, 60);
  doc.moveDown(0.8).font(PDF_FONT.bold).fontSize(13).fillColor('#1a3a5c').text(text, MARGIN);
  const y = doc.y + 2;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + contentWidth(doc), y)
    .lineWidth(0.5)
    .stroke('#1a3a5c');
  doc.moveDown(0.4).fillColor('black').fontSize(10);
};

/** A label and its value side by side; long values wrap (and break across pages). */
const field = (doc: Doc, label: string, value: string) => {
  const valueX = MARGIN + LABEL_WIDTH + GAP;
  const valueWidth = contentWidth(doc) - LABEL_WIDTH - GAP;
  const shown = value === '' ? '–' : value;
  doc.font(PDF_FONT.regular).fontSize(10);
  const height = Math.max(
    doc.heightOfString(shown, { width: valueWidth }),
    doc.font(PDF_FONT.bold).heightOfString(label, { width: LABEL_WIDTH }),
  );
  room(doc, Math.min(height, 120));
  const y = doc.y;
  doc.font(PDF_FONT.bold).text(label, MARGIN, y, { width: LABEL_WIDTH });
  doc.font(PDF_FONT.regular).text(shown, valueX, y, { width: valueWidth });
  doc.x = MARGIN;
  doc.moveDown(0.3);
};

/** The PNG fitted into the signature box, or a note when it cannot be read. */
const signature = (doc: Doc, png: Uint8Array, language: Language, labelled: boolean) => {
  room(doc, SIGNATURE_BOX[1] + 20);
  if (labelled) doc.font(PDF_FONT.bold).fontSize(10).text(textIn(language, DOCUMENT_TEXTS.signature), MARGIN);
  const y = doc.y + 4;
  try {
    doc.image(Buffer.from(png), MARGIN, y, { fit: SIGNATURE_BOX });
    doc.rect(MARGIN, y, SIGNATURE_BOX[0], SIGNATURE_BOX[1]).lineWidth(0.5).stroke('#999999');
    doc.y = y + SIGNATURE_BOX[1] + 6;
  } catch {
    doc.font(PDF_FONT.italic).text(textIn(language, DOCUMENT_TEXTS.imageUnreadable), MARGIN, y);
  }
  doc.x = MARGIN;
};

const sectionFields = (doc: Doc, keys: readonly FieldKey[], entry: LogbookEntry, language: Language) => {
  for (const key of keys) {
    const column = COLUMNS.get(key);
    if (column) field(doc, textIn(language, FIELD_TITLES[key]), cellText(column, entry, language));
  }
};

const commentBlock = (doc: Doc, { comment, signaturePng }: DocumentComment, language: Language) => {
  room(doc, 80);
  const who = `${comment.creatorAccountFirstName} ${comment.creatorAccountLastName}`;
  doc
    .moveDown(0.4)
    .font(PDF_FONT.bold)
    .fontSize(10)
    .text(`${formatInstant(comment.createTimestamp, language)} · ${who}`, MARGIN);
  doc.moveDown(0.2);
  field(doc, textIn(language, FIELD_TITLES.remarks), comment.remarks ?? '');
  if (comment.newEntryState !== null)
    field(doc, textIn(language, DOCUMENT_TEXTS.newEntryState), formatCode(comment.newEntryState, language));
  if (comment.resolveAllPriorDefects)
    field(doc, textIn(language, DOCUMENT_TEXTS.resolveAllPriorDefects), formatBoolean(true, language));
  if (signaturePng) signature(doc, signaturePng, language, true);
};

const footer = (doc: Doc, language: Language) => {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Below the bottom margin pdfkit would start another page for the footer: lift the margin first.
    doc.page.margins.bottom = 0;
    const text = `${textIn(language, DOCUMENT_TEXTS.page)} ${i + 1} / ${range.count}`;
    doc
      .font(PDF_FONT.regular)
      .fontSize(8)
      .fillColor('#666666')
      .text(text, MARGIN, doc.page.height - MARGIN, {
        width: contentWidth(doc),
        align: 'right',
        lineBreak: false,
      });
  }
};

/**
 * The entry as a PDF (A4): every section, the comments with their signatures and the entry's
 * signature, in the caller's language, dates DD.MM.YYYY HH:mm and German numbers in German. The text
 * is set in DejaVu Sans, embedded as a subset (pdf-fonts.ts): Polish, Czech, Greek or Cyrillic names
 * and remarks print as written and stay searchable.
 */
export const buildEntryDocument = async (input: EntryDocumentInput): Promise<Uint8Array> => {
  // Loaded at the first document, not at the server's start (issue 34 §1: the restart's time).
  const { default: PDFDocument } = await import('pdfkit');
  const { entry, language } = input;
  const title = `${textIn(language, DOCUMENT_TEXTS.title)} ${formatInstant(entry.header.referenceTimestamp, language)}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: title, Author: 'Rail fleet portal' },
    lang: language,
  });
  await registerPdfFonts(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  doc.font(PDF_FONT.bold).fontSize(18).text(title, MARGIN);
  doc
    .font(PDF_FONT.regular)
    .fontSize(10)
    .fillColor('#444444')
    .text(entry.header.logbookEntryId)
    .fillColor('black');
  for (const section of SECTIONS) {
    heading(doc, textIn(language, DOCUMENT_TEXTS[section.title]));
    if (section.title === 'defects' && entry.defects === null)
      doc.font(PDF_FONT.regular).text(textIn(language, DOCUMENT_TEXTS.noDefects), MARGIN);
    else if (section.title === 'stoppage' && entry.stoppage === null)
      doc.font(PDF_FONT.regular).text(textIn(language, DOCUMENT_TEXTS.noStoppage), MARGIN);
    else sectionFields(doc, section.keys, entry, language);
  }
  if (input.comments !== null) {
    heading(doc, textIn(language, DOCUMENT_TEXTS.comments));
    if (input.comments.length === 0)
      doc.font(PDF_FONT.regular).text(textIn(language, DOCUMENT_TEXTS.noComments), MARGIN);
    for (const comment of input.comments) commentBlock(doc, comment, language);
  }
  heading(doc, textIn(language, DOCUMENT_TEXTS.signature));
  if (input.signaturePng) signature(doc, input.signaturePng, language, false);
  else doc.font(PDF_FONT.regular).text(textIn(language, DOCUMENT_TEXTS.notSigned), MARGIN);
  // Signed by typed name (issue 36): how, by whom and when the password confirmed it.
  const byName = entry.signedByName;
  if (byName)
    doc
      .font(PDF_FONT.regular)
      .text(
        textIn(language, DOCUMENT_TEXTS.signedByName)
          .replace('{name}', byName.fullName)
          .replace('{time}', formatInstant(byName.confirmedAt, language)),
        MARGIN,
      );
  footer(doc, language);
  doc.end();
  return done;
};
