//! A lot: placements of one concrete type in a project, grouped in pouring order up to the lot limit, judged by
//! the results of its samples.

use platform::tenant::Scoped;
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "concrete_lots")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub company_id: Uuid,
    pub project_id: Uuid,
    pub type_id: Uuid,
    /// 1, 2, 3… per project.
    pub number: i32,
    pub volume_e1: i32,
    /// The limit when the lot was opened (tenths of m³).
    pub limit_e1: i32,
    pub closed: bool,
    /// pending, conforming or non_conforming.
    pub verdict: String,
    /// The estimated characteristic strength of the last judgement (tenths of MPa).
    pub estimate_e1: Option<i32>,
    /// The Cmanagement ticket raised when the lot turned non-conforming.
    pub ticket_id: Option<Uuid>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

impl Scoped for Entity {
    fn company_column() -> Column {
        Column::CompanyId
    }
}
