//! Tables of deliveries: unit types and their checklists, units and everything a delivery file holds.

pub mod act;
pub mod detail;
pub mod file;
pub mod node;
pub mod owner;
pub mod plan;
pub mod revision;
pub mod setting;
pub mod severity;
pub mod unit;
pub mod unit_type;
