//! The ticket core shared by Cmanagement (`scope` cmanagement) and after-sales (`scope` postventa): tickets with a
//! per-project number, their CC users and custom field values (one row per value, so lists can filter on them).

use sea_orm_migration::{prelude::*, schema::*};

use crate::helpers::{drop, fk, index};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("ticket_counters")
                .if_not_exists()
                .col(pk_uuid("project_id"))
                .col(big_integer("last"))
                .foreign_key(&mut fk("ticket_counters", "project_id", "projects", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("tickets")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(uuid("project_id"))
                .col(string("scope"))
                .col(big_integer("number"))
                .col(string("subject"))
                .col(text_null("description"))
                .col(string("status"))
                .col(string_null("send_as"))
                .col(string("priority"))
                .col(small_integer("priority_rank"))
                .col(string("origin"))
                .col(uuid_null("applicant_id"))
                .col(uuid_null("owner_id"))
                .col(uuid_null("unit_id"))
                .col(uuid_null("responsible_id"))
                .col(uuid_null("category_id"))
                .col(date_null("postponed_until"))
                .col(integer("orders_count").default(0))
                .col(uuid_null("merged_into"))
                .col(uuid_null("created_by"))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone("updated_at"))
                .col(timestamp_with_time_zone_null("finished_at"))
                .col(integer("version").default(1))
                .foreign_key(&mut fk("tickets", "company_id", "companies", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("tickets", "project_id", "projects", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("tickets", "category_id", "ticket_categories", ForeignKeyAction::SetNull))
                .to_owned(),
        )
        .await?;
        m.create_index(index("tickets", &["project_id", "number"], true)).await?;
        m.create_index(index("tickets", &["project_id", "scope", "status", "created_at"], false)).await?;
        m.create_index(index("tickets", &["project_id", "scope", "created_at"], false)).await?;
        m.create_index(index("tickets", &["project_id", "priority_rank", "number"], false)).await?;
        m.create_index(index("tickets", &["project_id", "responsible_id"], false)).await?;
        m.create_index(index("tickets", &["project_id", "postponed_until"], false)).await?;
        m.create_table(
            Table::create()
                .table("ticket_cc")
                .if_not_exists()
                .col(uuid("ticket_id"))
                .col(uuid("user_id"))
                .primary_key(Index::create().col("ticket_id").col("user_id"))
                .foreign_key(&mut fk("ticket_cc", "ticket_id", "tickets", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("ticket_cc", "user_id", "users", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("ticket_field_values")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("ticket_id"))
                .col(uuid("field_id"))
                .col(text("value"))
                .foreign_key(&mut fk("ticket_field_values", "ticket_id", "tickets", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("ticket_field_values", "field_id", "ticket_fields", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("ticket_field_values", &["ticket_id"], false)).await?;
        m.create_index(index("ticket_field_values", &["field_id", "value"], false)).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        drop(m, "ticket_field_values").await?;
        drop(m, "ticket_cc").await?;
        drop(m, "tickets").await?;
        drop(m, "ticket_counters").await
    }
}
