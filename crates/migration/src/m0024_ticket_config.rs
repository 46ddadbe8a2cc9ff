//! Cmanagement configuration, company-wide: ticket categories, custom fields (general when `category_id` is null)
//! and task templates (their tasks as a JSON list, applied to a ticket in one step).

use sea_orm_migration::{prelude::*, schema::*};

use crate::helpers::{drop, fk, index};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("ticket_categories")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(string("name"))
                .col(text_null("description"))
                .col(boolean("active"))
                .col(integer("version").default(1))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone("updated_at"))
                .foreign_key(&mut fk("ticket_categories", "company_id", "companies", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("ticket_categories", &["company_id"], false)).await?;
        m.create_table(
            Table::create()
                .table("ticket_fields")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(uuid_null("category_id"))
                .col(string("kind"))
                .col(string("name"))
                .col(text_null("description"))
                .col(json("options"))
                .col(boolean("multiple"))
                .col(boolean("required"))
                .col(boolean("active"))
                .col(integer("position"))
                .col(integer("version").default(1))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone("updated_at"))
                .foreign_key(&mut fk("ticket_fields", "company_id", "companies", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("ticket_fields", "category_id", "ticket_categories", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("ticket_fields", &["company_id", "category_id"], false)).await?;
        m.create_table(
            Table::create()
                .table("task_templates")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(string("name"))
                .col(text_null("description"))
                .col(boolean("active"))
                .col(json("tasks"))
                .col(integer("version").default(1))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone("updated_at"))
                .foreign_key(&mut fk("task_templates", "company_id", "companies", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("task_templates", &["company_id"], false)).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        drop(m, "task_templates").await?;
        drop(m, "ticket_fields").await?;
        drop(m, "ticket_categories").await
    }
}
