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
                .table("companies")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(string("name"))
                .col(string_null("tax_id"))
                .col(string_len("country", 2))
                .col(string_null("phone"))
                .col(string("plan"))
                .col(timestamp_with_time_zone_null("trial_ends_at"))
                .col(boolean("blocked").default(false))
                .col(boolean("is_provider").default(false))
                .col(integer_null("max_users"))
                .col(integer_null("projects_in_progress"))
                .col(string_null("referral_source"))
                .col(timestamp_with_time_zone_null("setup_completed_at"))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone("updated_at"))
                .col(integer("version").default(1))
                .to_owned(),
        )
        .await?;

        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        drop(m, "companies").await
    }
}
