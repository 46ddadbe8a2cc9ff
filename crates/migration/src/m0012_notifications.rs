use sea_orm_migration::{prelude::*, schema::*};

#[allow(unused_imports)]
use crate::helpers::{drop, fk, index};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("notifications")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(uuid("user_id"))
                .col(uuid_null("project_id"))
                .col(string("module"))
                .col(string("title"))
                .col(text("body"))
                .col(string_null("link"))
                .col(timestamp_with_time_zone_null("read_at"))
                .col(timestamp_with_time_zone("created_at"))
                .foreign_key(&mut fk("notifications", "user_id", "users", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("notifications", &["user_id", "created_at"], false)).await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        drop(m, "notifications").await
    }
}
