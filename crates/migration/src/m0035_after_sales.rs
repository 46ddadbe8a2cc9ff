//! After-sales (SPEC §3 Ticket, Failure, Order; §4 AC, Order): the owners' accounts a request points at, the
//! failures of a request drawn from the unit type's checklist (with the names copied, so a later checklist change
//! does not rewrite history), the inspection and work orders with their failures and results, and the
//! conformity records (AC) the owner signs. Failure photos are unit files with a `failure_id`.

use sea_orm_migration::{prelude::*, schema::*};

use crate::helpers::{drop, fk, index};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("owner_accounts")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                // Lower case; one account per e-mail in a company, whatever units it owns.
                .col(string_len("email", 120))
                .col(string_len("name", 121))
                .col(string_len_null("phone", 30))
                .col(string_len_null("password_hash", 200))
                .col(timestamp_with_time_zone_null("last_sign_in_at"))
                .col(timestamp_with_time_zone("created_at"))
                .foreign_key(&mut fk("owner_accounts", "company_id", "companies", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("owner_accounts", &["company_id", "email"], true)).await?;
        m.create_table(
            Table::create()
                .table("request_failures")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(uuid("project_id"))
                .col(uuid("ticket_id"))
                .col(uuid_null("unit_id"))
                .col(integer("number"))
                .col(uuid_null("area_id"))
                .col(uuid_null("place_id"))
                .col(uuid_null("item_id"))
                .col(uuid_null("issue_id"))
                .col(string_len("area_name", 60))
                .col(string_len("place_name", 60))
                .col(string_len("item_name", 60))
                .col(string_len_null("issue_name", 60))
                .col(uuid_null("severity_id"))
                .col(string_len_null("severity_name", 60))
                .col(string_len_null("detail", 1000))
                .col(string_len_null("batch", 60))
                // finishes | installations | structure
                .col(string_len("guarantee", 16))
                .col(date_null("warranty_ends"))
                .col(boolean("in_warranty"))
                // pending | scheduled | managed | not_applicable | combined
                .col(string_len("status", 16))
                .col(string_len_null("status_reason", 500))
                .col(uuid_null("combined_into"))
                // The last order result: solved | not_solved.
                .col(string_len_null("result", 12))
                .col(timestamp_with_time_zone_null("managed_at"))
                .col(uuid_null("created_by"))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone("updated_at"))
                .foreign_key(&mut fk("request_failures", "company_id", "companies", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("request_failures", "ticket_id", "tickets", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("request_failures", "unit_id", "units", ForeignKeyAction::SetNull))
                .foreign_key(&mut fk("request_failures", "area_id", "checklist_nodes", ForeignKeyAction::SetNull))
                .foreign_key(&mut fk("request_failures", "place_id", "checklist_nodes", ForeignKeyAction::SetNull))
                .foreign_key(&mut fk("request_failures", "item_id", "checklist_nodes", ForeignKeyAction::SetNull))
                .foreign_key(&mut fk("request_failures", "issue_id", "checklist_nodes", ForeignKeyAction::SetNull))
                .foreign_key(&mut fk("request_failures", "severity_id", "severities", ForeignKeyAction::SetNull))
                .to_owned(),
        )
        .await?;
        m.create_index(index("request_failures", &["ticket_id", "number"], true)).await?;
        m.create_index(index("request_failures", &["company_id", "project_id", "created_at"], false)).await?;
        m.create_table(
            Table::create()
                .table("request_orders")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(uuid("project_id"))
                .col(uuid("ticket_id"))
                // oi | ot
                .col(string_len("kind", 2))
                .col(integer("seq"))
                .col(string_len("code", 12))
                // created | edited | rescheduled | confirmed | managed | cancelled
                .col(string_len("status", 12))
                .col(uuid_null("responsible_id"))
                .col(string_len_null("contractor", 120))
                .col(timestamp_with_time_zone("starts_at"))
                .col(timestamp_with_time_zone("ends_at"))
                .col(string_len_null("observation", 1000))
                // confirm | reject, by the owner (or by staff on their behalf)
                .col(string_len_null("visit_answer", 8))
                .col(string_len_null("visit_reason", 500))
                .col(timestamp_with_time_zone_null("visit_answered_at"))
                .col(boolean("visit_by_owner").default(false))
                .col(string_len_null("cancel_reason", 500))
                .col(timestamp_with_time_zone_null("managed_at"))
                .col(uuid_null("created_by"))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone("updated_at"))
                .col(integer("version").default(1))
                .foreign_key(&mut fk("request_orders", "company_id", "companies", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("request_orders", "ticket_id", "tickets", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("request_orders", "responsible_id", "users", ForeignKeyAction::SetNull))
                .to_owned(),
        )
        .await?;
        m.create_index(index("request_orders", &["ticket_id", "kind", "seq"], true)).await?;
        m.create_index(index("request_orders", &["company_id", "project_id", "starts_at"], false)).await?;
        m.create_table(
            Table::create()
                .table("order_failures")
                .if_not_exists()
                .col(uuid("order_id"))
                .col(uuid("failure_id"))
                .col(string_len_null("result", 12))
                .col(string_len_null("comment", 500))
                .primary_key(Index::create().col("order_id").col("failure_id"))
                .foreign_key(&mut fk("order_failures", "order_id", "request_orders", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("order_failures", "failure_id", "request_failures", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("order_failures", &["failure_id"], false)).await?;
        m.create_table(
            Table::create()
                .table("conformity_records")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(uuid("project_id"))
                .col(uuid("ticket_id"))
                .col(integer("seq"))
                .col(string_len("code", 12))
                // pending | conforming | non_conforming | rejected
                .col(string_len("status", 16))
                .col(string_len_null("signer_name", 121))
                .col(timestamp_with_time_zone_null("signed_at"))
                .col(string_len_null("comment", 1000))
                .col(string_len_null("object_key", 255))
                .col(big_integer_null("size"))
                .col(string_len_null("sha256", 64))
                .col(uuid_null("created_by"))
                .col(timestamp_with_time_zone("created_at"))
                .foreign_key(&mut fk("conformity_records", "company_id", "companies", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("conformity_records", "ticket_id", "tickets", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("conformity_records", &["ticket_id", "seq"], true)).await?;
        m.create_table(
            Table::create()
                .table("ac_failures")
                .if_not_exists()
                .col(uuid("ac_id"))
                .col(uuid("failure_id"))
                // conforming | non_conforming, once signed
                .col(string_len_null("verdict", 16))
                .primary_key(Index::create().col("ac_id").col("failure_id"))
                .foreign_key(&mut fk("ac_failures", "ac_id", "conformity_records", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("ac_failures", "failure_id", "request_failures", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("ac_failures", &["failure_id"], false)).await?;
        m.alter_table(Table::alter().table("unit_files").add_column(uuid_null("failure_id")).to_owned()).await?;
        m.create_index(index("unit_files", &["failure_id"], false)).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_index(Index::drop().name("ix_unit_files_failure_id").table("unit_files").to_owned()).await?;
        m.alter_table(Table::alter().table("unit_files").drop_column("failure_id").to_owned()).await?;
        for table in ["ac_failures", "conformity_records", "order_failures", "request_orders", "request_failures", "owner_accounts"] {
            drop(m, table).await?;
        }
        Ok(())
    }
}
