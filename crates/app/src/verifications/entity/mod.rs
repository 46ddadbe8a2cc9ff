//! Tables of verifications and reception: templates with their items and plans, verifications with their items,
//! photos and observations, receptions, and each project's reception settings.

pub mod item;
pub mod observation;
pub mod photo;
pub mod plan;
pub mod reception;
pub mod setting;
pub mod template;
pub mod template_item;
pub mod verification;
