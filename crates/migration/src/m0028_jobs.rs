//! The durable job queue (platform::jobs): one row per job, claimed with a lease so that a job whose worker died
//! is taken up again after a restart.
use sea_orm_migration::{prelude::*, schema::*};

use crate::helpers::{drop, index};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("jobs")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid_null("company_id"))
                .col(string("kind"))
                .col(json("payload"))
                .col(string("state"))
                .col(integer("attempts").default(0))
                .col(text_null("last_error"))
                .col(timestamp_with_time_zone("run_at"))
                .col(timestamp_with_time_zone_null("locked_until"))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone("updated_at"))
                .to_owned(),
        )
        .await?;
        m.create_index(index("jobs", &["state", "run_at"], false)).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        drop(m, "jobs").await
    }
}
