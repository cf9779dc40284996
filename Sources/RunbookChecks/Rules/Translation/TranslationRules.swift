/// The rules comparing a page with its translations.
let translationRules: [any SetRule.Type] = [
    TranslationSectionMissingRule.self,
    TranslationSectionExtraRule.self,
    TranslationAnchorChangedRule.self,
    TranslationStepMismatchRule.self,
    TranslationCommandChangedRule.self,
    TranslationCommandMissingRule.self,
    TranslationCommandExtraRule.self,
    TranslationRoleChangedRule.self,
    CommandTranslatedRule.self,
]
