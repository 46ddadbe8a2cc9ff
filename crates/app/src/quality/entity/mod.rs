//! Tables of quality and construction progress: stages, attributes and their values, activities (a WBS tree),
//! their links, attribute values, units, BIM elements and the history of records.

pub mod activity;
pub mod activity_element;
pub mod activity_unit;
pub mod activity_value;
pub mod attribute;
pub mod link;
pub mod record;
pub mod stage;
pub mod value;
