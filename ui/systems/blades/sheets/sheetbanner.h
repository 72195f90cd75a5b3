#pragma once

#include <QLabel>

namespace sw::ui {

// The strip over a sheet that says what state it is in (creation, war, dead …); in GM override
// mode it says so first and stands out in the highlight colour. Hidden when it has nothing to say.
class SheetBanner : public QLabel
{
    Q_OBJECT

public:
    explicit SheetBanner(QWidget *parent = nullptr);
    void showLines(const QStringList &lines, bool overrideOn);
};

} // namespace sw::ui
