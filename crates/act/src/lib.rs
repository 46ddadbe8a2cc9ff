//! The delivery act (acta de entrega), the unit's QR label, the after-sales
//! conformity record (acta de conformidad) and the verification report as PDF
//! documents. Pure: data in, bytes out.
//!
//! [`render`] lays out the act of a housing unit on A4 pages, [`conformity`] the
//! owner's verdict on an after-sales request in the same frame, [`verification`] a
//! checklist verification of an activity's work (also in that frame), and [`label`]
//! the unit's QR label. All are deterministic (the same input always gives the same bytes)
//! and use only the standard-14 fonts Helvetica and Helvetica-Bold with
//! WinAnsiEncoding, so nothing is embedded but the images; characters outside
//! cp1252 print as `?`.

mod canvas;
mod conformity;
mod document;
mod fonts;
mod frame;
mod i18n;
mod images;
mod invoice;
mod label;
mod lists;
mod model;
mod scribble;
mod signatures;
mod table;
mod verification;
mod verification_texts;
mod wrap;

pub use model::{
    Accessory, Act, Certificate, CheckItem, CheckObservation, CheckPhoto, CheckResult, Conformity, ConformityRow, Image,
    Invoice, Label, Lang, Meter, MeterKind, Observation, Person, Project, RevisionSummary, Role, SignatureBox, Unit, Verification,
};
pub use scribble::scribble;

/// Why a document could not be made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ActError {
    /// An image that is neither a PNG nor a JPEG, or is broken.
    #[error("invalid image: {0}")]
    Image(String),
    /// The label's URL cannot be encoded as a QR code (too long).
    #[error("cannot make the QR code: {0}")]
    Qr(String),
}

/// The delivery act of `act.unit` as PDF bytes.
pub fn render(act: &Act) -> Result<Vec<u8>, ActError> {
    document::render(act)
}

/// The conformity record (AC) of an after-sales request as PDF bytes.
pub fn conformity(doc: &Conformity) -> Result<Vec<u8>, ActError> {
    conformity::render(doc)
}

/// The report of a verification (its items, observations, photos and signature) as PDF bytes.
pub fn verification(doc: &Verification) -> Result<Vec<u8>, ActError> {
    verification::render(doc)
}

/// An invoice of the provider to a company (one A4 page) as PDF bytes.
pub fn invoice(invoice: &Invoice) -> Vec<u8> {
    invoice::render(invoice)
}

/// The unit's printable QR label (100 x 70 mm) as PDF bytes.
pub fn label(label: &Label) -> Result<Vec<u8>, ActError> {
    label::render(label)
}
