#pragma once

#include "systems/blades/crew.h"

#include <QDialog>

class QComboBox;

namespace sw::ui {

// A new cohort (B §4.1–§4.3): a gang of one type or an expert, with one or two edges and as
// many flaws. The rules are checked when it is added.
class CohortDialog : public QDialog
{
    Q_OBJECT

public:
    CohortDialog(const blades::RulePack &pack, Language language, QWidget *parent = nullptr);
    blades::Cohort cohort() const;

private:
    void fillTypes();

    const blades::RulePack &m_pack;
    Language m_language;
    QComboBox *m_kind, *m_type, *m_edge, *m_flaw, *m_edge2, *m_flaw2;
};

} // namespace sw::ui
