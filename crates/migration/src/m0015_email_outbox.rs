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
                .table("email_outbox")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid_null("company_id"))
                .col(string("to_address"))
                .col(string("subject"))
                .col(text("body_text"))
                .col(text_null("body_html"))
                .col(string("status"))
                .col(integer("attempts").default(0))
                .col(text_null("last_error"))
                .col(timestamp_with_time_zone("next_attempt_at"))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone_null("sent_at"))
                .to_owned(),
        )
        .await?;
        m.create_index(index("email_outbox", &["status", "next_attempt_at"], false)).await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        drop(m, "email_outbox").await
    }
}
