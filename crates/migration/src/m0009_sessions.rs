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
                .table("sessions")
                .if_not_exists()
                .col(string("id").primary_key())
                .col(uuid("user_id"))
                .col(uuid("company_id"))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone("last_seen_at"))
                .col(timestamp_with_time_zone("expires_at"))
                .col(string_null("ip"))
                .col(string_null("user_agent"))
                .foreign_key(&mut fk("sessions", "user_id", "users", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("sessions", &["user_id"], false)).await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        drop(m, "sessions").await
    }
}
