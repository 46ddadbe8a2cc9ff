//! Tables of concrete: the company's settings and catalogues, and per project the placements with their model
//! elements, the lots and their samples.

pub mod catalog;
pub mod lot;
pub mod placement;
pub mod placement_element;
pub mod sample;
pub mod setting;
