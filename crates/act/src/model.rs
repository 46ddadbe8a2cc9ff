//! The plain data the documents are made from. Nothing here knows about PDF: the
//! server fills these structs from its records and calls [`crate::render`],
//! [`crate::label`] or [`crate::conformity`].

use chrono::NaiveDate;

/// The language of every fixed label of a document.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// Spanish (the product's default).
    #[default]
    Es,
    /// Brazilian Portuguese.
    Pt,
}

/// A PNG or JPEG file, detected by its magic bytes.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Image {
    pub bytes: Vec<u8>,
}

/// Everything printed on the delivery act of one unit.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Act {
    pub lang: Lang,
    pub logo: Option<Image>,
    pub company_name: String,
    pub project: Project,
    pub unit: Unit,
    pub owners: Vec<Person>,
    pub meters: Vec<Meter>,
    pub accessories: Vec<Accessory>,
    pub certificates: Vec<Certificate>,
    pub observations: Vec<Observation>,
    pub revision: RevisionSummary,
    /// The delivery note, up to 250 characters.
    pub note: Option<String>,
    /// The act's date, printed as dd-mm-YYYY.
    pub date: NaiveDate,
    /// One box per signer; a box without image is left blank to sign on paper.
    pub signatures: Vec<SignatureBox>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Project {
    pub name: String,
    pub address: Option<String>,
    pub real_estate_name: Option<String>,
    pub real_estate_tax_id: Option<String>,
    pub legal_rep_name: Option<String>,
    pub legal_rep_tax_id: Option<String>,
    pub municipal_reception_date: Option<NaiveDate>,
}

#[derive(Debug, Clone, Default, PartialEq)]
pub struct Unit {
    pub name: String,
    pub floor: Option<String>,
    pub unit_type: Option<String>,
    /// Printed with one decimal and a decimal comma: "85,5 m²".
    pub surface_m2: Option<f64>,
    pub parkings: Vec<String>,
    pub stores: Vec<String>,
    pub scheduled_date: Option<NaiveDate>,
    pub delivery_date: Option<NaiveDate>,
    pub registry_date: Option<NaiveDate>,
    pub responsible: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Person {
    pub first_name: String,
    pub last_name: String,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub role: Role,
    pub tax_id: Option<String>,
}

/// es: Propietario / Receptor; pt: Proprietário / Recebedor.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum Role {
    #[default]
    Owner,
    Receiver,
}

/// es: Luz, Agua fría, Agua caliente, Gas, Calefacción; pt: Luz, Água fria, Água quente, Gás, Aquecimento.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum MeterKind {
    #[default]
    Light,
    ColdWater,
    HotWater,
    Gas,
    Heating,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Meter {
    pub kind: MeterKind,
    pub number: Option<String>,
    pub reading: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Accessory {
    pub name: String,
    pub delivered: bool,
    pub quantity: u32,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Certificate {
    pub name: String,
    pub delivered_by: Option<String>,
    pub date: Option<NaiveDate>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Observation {
    /// The room (es "Recinto", pt "Ambiente").
    pub area: String,
    pub place: String,
    pub item: String,
    pub issue: Option<String>,
    pub severity: Option<String>,
    pub comment: Option<String>,
    /// How many photos the observation has (the photos themselves are not printed).
    pub photos: u32,
}

/// The counts of the unit's revision (vistoria).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct RevisionSummary {
    pub complies: u32,
    pub failures: u32,
    pub not_applicable: u32,
    pub solved: u32,
    pub solved_after_sales: u32,
}

/// One signer's box: the signature image if signed on screen, else a blank line.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SignatureBox {
    pub role_label: String,
    pub name: String,
    pub tax_id: Option<String>,
    pub image: Option<Image>,
}

/// A conformity record (AC) of an after-sales request: the owner's verdict on the failures an order solved.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Conformity {
    pub lang: Lang,
    pub logo: Option<Image>,
    pub company_name: String,
    pub project_name: String,
    pub unit_name: String,
    pub owner_name: String,
    pub request_number: i64,
    pub request_subject: String,
    /// "AC-1", "AC-2"… per request.
    pub code: String,
    pub date: NaiveDate,
    pub rows: Vec<ConformityRow>,
    pub comment: Option<String>,
    /// The owner refused to sign: the document says so and the signature box shows the refusal.
    pub refused: bool,
    /// The owner's box (image = the on-screen signature PNG, or None when refused).
    pub signature: SignatureBox,
}

/// One failure of a conformity record and the owner's verdict on the work that solved it.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ConformityRow {
    pub number: i32,
    /// "Living › Floor › Tiles: cracked"
    pub label: String,
    pub severity: Option<String>,
    /// What the work order recorded ("Replaced 3 tiles").
    pub comment: Option<String>,
    pub conforming: bool,
}

/// The printable label of a unit: its QR code with the URL under it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Label {
    pub lang: Lang,
    pub project: String,
    pub unit: String,
    pub floor: Option<String>,
    /// What the QR code encodes, printed under it as well.
    pub url: String,
}

/// A verification's report: the checklist of an activity's work with each item's answer, the observations its
/// failures opened, the photos and the signature that closed it.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Verification {
    pub lang: Lang,
    pub logo: Option<Image>,
    pub company_name: String,
    pub project_name: String,
    /// The activity's WBS code ("2.3.1").
    pub activity_code: String,
    pub activity_description: String,
    pub unit: Option<String>,
    pub template: String,
    pub responsible: Option<String>,
    pub scheduled_date: Option<NaiveDate>,
    /// The report's date: the day it closed, or today while it is open.
    pub date: NaiveDate,
    pub closed: bool,
    pub items: Vec<CheckItem>,
    pub observations: Vec<CheckObservation>,
    /// Printed as thumbnails; a photo that is neither PNG nor JPEG is left out.
    pub photos: Vec<CheckPhoto>,
    /// Who signed (or, while open, who is to sign).
    pub signer: Option<String>,
    pub signature: Option<Image>,
    pub signed_date: Option<NaiveDate>,
}

/// es: Pendiente, Cumple, Falla, No aplica; pt: Pendente, Conforme, Não conforme, Não se aplica.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum CheckResult {
    #[default]
    Pending,
    Complies,
    Failure,
    NotApplicable,
}

/// One item of the checklist and its answer.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CheckItem {
    pub number: u32,
    pub text: String,
    pub result: CheckResult,
    pub note: Option<String>,
    pub photos: u32,
}

/// An observation a failure opened.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CheckObservation {
    /// The number of the item it came from.
    pub item_number: u32,
    pub description: String,
    pub deadline: NaiveDate,
    pub responsible: Option<String>,
    pub open: bool,
    /// How it was closed.
    pub closing_note: Option<String>,
}

/// A photo of an item, with its caption ("Ítem 3").
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CheckPhoto {
    pub item_number: u32,
    pub image: Image,
}

/// An invoice of the provider to a company, amounts already formatted for the reader.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Invoice {
    pub lang: Lang,
    pub provider: String,
    pub company: String,
    pub tax_id: Option<String>,
    pub number: String,
    pub issued: NaiveDate,
    pub period_start: NaiveDate,
    pub period_end: NaiveDate,
    pub plan: String,
    pub seats: i32,
    /// E.g. "CLP 1.250.000" or "R$ 2.500,00".
    pub amount: String,
    pub status: String,
}
