//! MS Project XML (MSPDI, schema `mspdi_pj12.xsd`, namespace
//! `http://schemas.microsoft.com/project`). The reader walks the document with quick-xml,
//! keeps only the direct children of `Project`, `Task` and `PredecessorLink` that the model
//! needs (so `Baseline`, `ExtendedAttribute`, `TimephasedData`… are skipped whatever they
//! contain), rebuilds the hierarchy from `OutlineLevel` order and drops the project summary
//! task (UID 0 / OutlineLevel 0) and blank (`IsNull`) rows. Costs are stored in hundredths.

mod build;
mod parse;
mod write;

use crate::model::{Error, Schedule};

pub use write::write_mspdi;

/// The MSPDI namespace.
pub const NAMESPACE: &str = "http://schemas.microsoft.com/project";
/// Tenths of a minute in an 8-hour working day (the unit of `LinkLag`).
const LAG_PER_DAY: f64 = 4800.0;

/// Reads an MS Project XML file.
pub fn read_mspdi(bytes: &[u8]) -> Result<Schedule, Error> {
    build::build(parse::parse(bytes)?)
}
