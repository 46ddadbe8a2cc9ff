//! One user import: the file as uploaded and what became of it.

use platform::tenant::Scoped;
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "user_imports")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub company_id: Uuid,
    pub user_id: Option<Uuid>,
    pub source: String,
    pub file_name: String,
    pub content_type: String,
    pub file_data: Vec<u8>,
    pub status: String,
    pub rows_total: i32,
    pub created_count: i32,
    pub error_count: i32,
    pub created_at: DateTimeUtc,
    pub finished_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

impl Scoped for Entity {
    fn company_column() -> Column {
        Column::CompanyId
    }
}

/// A row without its file, for lists.
#[derive(Clone, Debug, sea_orm::FromQueryResult)]
pub struct Summary {
    pub id: Uuid,
    pub user_id: Option<Uuid>,
    pub source: String,
    pub file_name: String,
    pub status: String,
    pub rows_total: i32,
    pub created_count: i32,
    pub error_count: i32,
    pub created_at: DateTimeUtc,
    pub finished_at: Option<DateTimeUtc>,
}

/// The columns of [`Summary`].
pub const SUMMARY: [Column; 10] = [
    Column::Id,
    Column::UserId,
    Column::Source,
    Column::FileName,
    Column::Status,
    Column::RowsTotal,
    Column::CreatedCount,
    Column::ErrorCount,
    Column::CreatedAt,
    Column::FinishedAt,
];

impl From<Model> for Summary {
    fn from(m: Model) -> Self {
        Self { id: m.id, user_id: m.user_id, source: m.source, file_name: m.file_name, status: m.status, rows_total: m.rows_total, created_count: m.created_count, error_count: m.error_count, created_at: m.created_at, finished_at: m.finished_at }
    }
}
