//! User imports (SPEC §2 user administration, §5 user import): each uploaded file, kept for download, with its
//! result. The file lives in the row so an import and its file are written or lost together.

use sea_orm_migration::{prelude::*, schema::*};

use crate::helpers::{drop, fk, index};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("user_imports")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(uuid_null("user_id"))
                .col(string("source"))
                .col(string("file_name"))
                .col(string("content_type"))
                .col(blob("file_data"))
                .col(string("status"))
                .col(integer("rows_total").default(0))
                .col(integer("created_count").default(0))
                .col(integer("error_count").default(0))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone_null("finished_at"))
                .foreign_key(&mut fk("user_imports", "company_id", "companies", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("user_imports", "user_id", "users", ForeignKeyAction::SetNull))
                .to_owned(),
        )
        .await?;
        m.create_index(index("user_imports", &["company_id", "created_at"], false)).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        drop(m, "user_imports").await
    }
}
