//! Messages of BIM models and their processing (SPEC §5 BIM rules, §8 model failed to load).

pub(super) const MESSAGES: &[(&str, &str, &str)] = &[
    ("bim.not_found", "Modelo BIM no encontrado", "Modelo BIM não encontrado"),
    ("bim.element_not_found", "Elemento no encontrado en el modelo", "Elemento não encontrado no modelo"),
    ("bim.code_taken", "Ya existe un modelo con ese identificador en el proyecto", "Já existe um modelo com esse identificador no projeto"),
    ("bim.concrete_taken", "Solo un modelo puede estar asignado a Hormigón.", "Apenas um modelo pode estar atribuído ao Concreto."),
    ("bim.stage_taken", "Cada archivo del modelo debe pertenecer a una etapa de Calidad distinta.", "Cada arquivo do modelo deve pertencer a uma etapa de Qualidade diferente."),
    ("bim.confirm_required", "Confirma la operación: es irreversible.", "Confirme a operação: ela é irreversível."),
    ("bim.invalid_extension", "Solo se aceptan archivos .ifc o .ifczip", "Apenas arquivos .ifc ou .ifczip são aceitos"),
    ("bim.too_large", "El archivo supera el máximo de 1 GB", "O arquivo excede o máximo de 1 GB"),
    ("bim.file_not_available", "El archivo del modelo aún no está disponible", "O arquivo do modelo ainda não está disponível"),
    ("bim.busy", "El modelo se está procesando: espera a que termine", "O modelo está sendo processado: aguarde até terminar"),
    ("bim.too_many_ids", "Se pueden consultar hasta {max} elementos a la vez", "É possível consultar até {max} elementos de uma vez"),
    ("bim.error.empty", "El archivo está vacío", "O arquivo está vazio"),
    ("bim.error.not_step", "El archivo no es un IFC válido (formato STEP)", "O arquivo não é um IFC válido (formato STEP)"),
    ("bim.error.schema", "Esquema IFC no soportado: {schema}", "Esquema IFC não suportado: {schema}"),
    ("bim.error.truncated", "El archivo está incompleto: se corta en la línea {line}", "O arquivo está incompleto: termina na linha {line}"),
    ("bim.error.syntax", "El archivo está dañado en la línea {line}: {detail}", "O arquivo está danificado na linha {line}: {detail}"),
    ("bim.error.zip", "El archivo .ifczip no es válido: {detail}", "O arquivo .ifczip não é válido: {detail}"),
    ("bim.error.storage", "No se pudo leer el archivo almacenado", "Não foi possível ler o arquivo armazenado"),
    ("bim.error.internal", "Error inesperado al procesar el archivo: {detail}", "Erro inesperado ao processar o arquivo: {detail}"),
];
