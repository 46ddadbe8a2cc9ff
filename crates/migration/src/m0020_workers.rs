//! Site workers (trabajadores): people on site who are not users, identified by their national id.

use sea_orm_migration::{prelude::*, schema::*};

use crate::helpers::{drop, fk, index};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("workers")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(string("first_name"))
                .col(string("last_name"))
                .col(string("national_id"))
                .col(string_null("contractor"))
                .col(string_null("position"))
                .col(boolean("active").default(true))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone("updated_at"))
                .col(integer("version").default(1))
                .foreign_key(&mut fk("workers", "company_id", "companies", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("workers", &["company_id", "national_id"], true)).await?;
        m.create_table(
            Table::create()
                .table("worker_projects")
                .if_not_exists()
                .col(uuid("worker_id"))
                .col(uuid("project_id"))
                .col(uuid("company_id"))
                .primary_key(Index::create().col("worker_id").col("project_id"))
                .foreign_key(&mut fk("worker_projects", "worker_id", "workers", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("worker_projects", "project_id", "projects", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("worker_projects", "company_id", "companies", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("worker_projects", &["project_id"], false)).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        drop(m, "worker_projects").await?;
        drop(m, "workers").await
    }
}
