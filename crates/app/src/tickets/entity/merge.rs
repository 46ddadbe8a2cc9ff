//! A merge of `source_id` into `target_id`; `moved` lists what moved so it can be undone.

use platform::tenant::Scoped;
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "ticket_merges")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub company_id: Uuid,
    pub target_id: Uuid,
    pub source_id: Uuid,
    pub moved: Json,
    /// The target's version right after the merge: undo is allowed while it is unchanged.
    pub target_version: i32,
    pub created_by: Option<Uuid>,
    pub created_at: DateTimeUtc,
    pub undone_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

impl Scoped for Entity {
    fn company_column() -> Column {
        Column::CompanyId
    }
}
