//! The fixed labels of the verification report, in Spanish and Brazilian Portuguese
//! (the labels it shares with the other documents come from [`crate::i18n`]).

use crate::{CheckResult, Lang};

pub(crate) struct VerificationTexts {
    pub title: &'static str,
    pub details: &'static str,
    pub activity: &'static str,
    pub template: &'static str,
    pub scheduled: &'static str,
    pub state: &'static str,
    pub closed: &'static str,
    pub open: &'static str,
    pub items: &'static str,
    pub number: &'static str,
    pub item: &'static str,
    pub result: &'static str,
    pub note: &'static str,
    pub photos: &'static str,
    pub no_items: &'static str,
    pub observations: &'static str,
    pub description: &'static str,
    pub deadline: &'static str,
    pub no_observations: &'static str,
    pub no_photos: &'static str,
    pub signature: &'static str,
    pub signer_role: &'static str,
    pub signed_on: &'static str,
    pub unsigned: &'static str,
    /// Pending, complies, failure, not applicable.
    pub results: [&'static str; 4],
}

const ES: VerificationTexts = VerificationTexts {
    title: "Informe de verificación",
    details: "Antecedentes",
    activity: "Actividad",
    template: "Plantilla",
    scheduled: "Fecha programada",
    state: "Estado",
    closed: "Cerrada",
    open: "Abierta",
    items: "Ítems verificados",
    number: "N.º",
    item: "Ítem",
    result: "Resultado",
    note: "Nota",
    photos: "Fotos",
    no_items: "Sin ítems.",
    observations: "Observaciones",
    description: "Descripción",
    deadline: "Plazo",
    no_observations: "Sin observaciones.",
    no_photos: "Sin fotos.",
    signature: "Firma",
    signer_role: "Responsable de la verificación",
    signed_on: "Firmado el",
    unsigned: "Sin firmar",
    results: ["Pendiente", "Cumple", "Falla", "No aplica"],
};

const PT: VerificationTexts = VerificationTexts {
    title: "Relatório de verificação",
    details: "Identificação",
    activity: "Atividade",
    template: "Modelo",
    scheduled: "Data programada",
    state: "Situação",
    closed: "Encerrada",
    open: "Aberta",
    items: "Itens verificados",
    number: "Nº",
    item: "Item",
    result: "Resultado",
    note: "Observação",
    photos: "Fotos",
    no_items: "Sem itens.",
    observations: "Apontamentos",
    description: "Descrição",
    deadline: "Prazo",
    no_observations: "Sem apontamentos.",
    no_photos: "Sem fotos.",
    signature: "Assinatura",
    signer_role: "Responsável pela verificação",
    signed_on: "Assinado em",
    unsigned: "Sem assinatura",
    results: ["Pendente", "Conforme", "Não conforme", "Não se aplica"],
};

pub(crate) fn texts(lang: Lang) -> &'static VerificationTexts {
    match lang {
        Lang::Es => &ES,
        Lang::Pt => &PT,
    }
}

impl VerificationTexts {
    pub(crate) fn result(&self, result: CheckResult) -> &'static str {
        let index = match result {
            CheckResult::Pending => 0,
            CheckResult::Complies => 1,
            CheckResult::Failure => 2,
            CheckResult::NotApplicable => 3,
        };
        self.results[index]
    }

    pub(crate) fn state(&self, closed: bool) -> &'static str {
        if closed {
            self.closed
        } else {
            self.open
        }
    }
}
