//! Concrete (SPEC §2 `/concrete`, `/config/hormigon`, §3 Concrete placement and configuration, §5): the company's
//! settings (the lot limit in m³, the largest placement, the conformity rule's parameters), its catalogues (element
//! kinds with an is-structural flag, laboratories, companies with a homologated flag, concrete types with their
//! strength and a special flag), and per project the placements on elements of the Concrete model, the lots they
//! form by type and the samples tested for each lot. Volumes and strengths are kept in tenths (one decimal).

use sea_orm_migration::{prelude::*, schema::*};

use crate::helpers::{drop, fk, index};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("concrete_settings")
                .if_not_exists()
                .col(uuid("company_id").primary_key())
                .col(integer("lot_limit_e1"))
                .col(integer("max_placement_e1"))
                .col(integer("individual_margin_e1"))
                .col(small_integer("fraction_defective"))
                .col(string_len("nbr_condition", 1))
                .col(integer("version").default(1))
                .col(timestamp_with_time_zone("updated_at"))
                .foreign_key(&mut fk("concrete_settings", "company_id", "companies", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("concrete_catalog")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(string_len("kind", 12))
                .col(string_len("name", 120))
                .col(string_len("name_key", 120))
                .col(boolean("flag").default(false))
                .col(integer_null("strength_e1"))
                .col(string_len_null("ifc_class", 60))
                .col(integer("version").default(1))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone("updated_at"))
                .foreign_key(&mut fk("concrete_catalog", "company_id", "companies", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("concrete_catalog", &["company_id", "kind", "name_key"], true)).await?;
        m.create_table(
            Table::create()
                .table("concrete_lots")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(uuid("project_id"))
                .col(uuid("type_id"))
                .col(integer("number"))
                .col(integer("volume_e1").default(0))
                .col(integer("limit_e1"))
                .col(boolean("closed").default(false))
                .col(string_len("verdict", 16))
                .col(integer_null("estimate_e1"))
                .col(uuid_null("ticket_id"))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone("updated_at"))
                .foreign_key(&mut fk("concrete_lots", "company_id", "companies", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("concrete_lots", "project_id", "projects", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("concrete_lots", "type_id", "concrete_catalog", ForeignKeyAction::Restrict))
                .to_owned(),
        )
        .await?;
        m.create_index(index("concrete_lots", &["project_id", "number"], true)).await?;
        m.create_index(index("concrete_lots", &["project_id", "type_id", "closed"], false)).await?;
        m.create_index(index("concrete_lots", &["project_id", "updated_at"], false)).await?;
        m.create_table(
            Table::create()
                .table("concrete_placements")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(uuid("project_id"))
                .col(uuid("model_id"))
                .col(big_integer("number"))
                .col(uuid("element_id"))
                .col(integer("m3_e1"))
                .col(string_len("location", 120))
                .col(string_len("unit", 120))
                .col(string_len_null("cycle", 60))
                .col(string_len_null("axis1", 30))
                .col(string_len_null("axis2", 30))
                .col(string_len_null("axis3", 30))
                .col(string_len_null("axis4", 30))
                .col(date("poured_on"))
                .col(uuid("supplier_id"))
                .col(uuid("type_id"))
                .col(string_len_null("guide", 60))
                .col(uuid("lot_id"))
                .col(uuid_null("created_by"))
                .col(integer("version").default(1))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone("updated_at"))
                .foreign_key(&mut fk("concrete_placements", "company_id", "companies", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("concrete_placements", "project_id", "projects", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("concrete_placements", "model_id", "bim_models", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("concrete_placements", "element_id", "concrete_catalog", ForeignKeyAction::Restrict))
                .foreign_key(&mut fk("concrete_placements", "supplier_id", "concrete_catalog", ForeignKeyAction::Restrict))
                .foreign_key(&mut fk("concrete_placements", "type_id", "concrete_catalog", ForeignKeyAction::Restrict))
                .foreign_key(&mut fk("concrete_placements", "lot_id", "concrete_lots", ForeignKeyAction::Restrict))
                .to_owned(),
        )
        .await?;
        m.create_index(index("concrete_placements", &["project_id", "number"], true)).await?;
        m.create_index(index("concrete_placements", &["project_id", "poured_on"], false)).await?;
        m.create_index(index("concrete_placements", &["lot_id"], false)).await?;
        // The advance's cache key: how many placements a project has and its latest change, read on the index.
        m.create_index(index("concrete_placements", &["project_id", "updated_at"], false)).await?;
        m.create_table(
            Table::create()
                .table("concrete_placement_elements")
                .if_not_exists()
                .col(uuid("placement_id"))
                .col(uuid("model_id"))
                .col(string_len("global_id", 64))
                .primary_key(Index::create().col("placement_id").col("global_id"))
                .foreign_key(&mut fk("concrete_placement_elements", "placement_id", "concrete_placements", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("concrete_placement_elements", &["model_id", "global_id"], false)).await?;
        m.create_table(
            Table::create()
                .table("concrete_samples")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(uuid("lot_id"))
                .col(uuid_null("laboratory_id"))
                .col(string_len("code", 60))
                .col(date("taken_on"))
                .col(small_integer("age_days"))
                .col(date_null("tested_on"))
                .col(string_len("specimens", 200))
                .col(uuid_null("created_by"))
                .col(timestamp_with_time_zone("created_at"))
                .foreign_key(&mut fk("concrete_samples", "company_id", "companies", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("concrete_samples", "lot_id", "concrete_lots", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("concrete_samples", "laboratory_id", "concrete_catalog", ForeignKeyAction::Restrict))
                .to_owned(),
        )
        .await?;
        m.create_index(index("concrete_samples", &["lot_id", "taken_on"], false)).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for table in ["concrete_samples", "concrete_placement_elements", "concrete_placements", "concrete_lots", "concrete_catalog", "concrete_settings"] {
            drop(m, table).await?;
        }
        Ok(())
    }
}
