#include "engine/train/TimeBudget.h"

#include <algorithm>
#include <cmath>

namespace segstudio::engine {

namespace {
constexpr double kFinalReserveMinimumSeconds = 5;
constexpr double kValidationTimeShare = 0.15;
}  // namespace

TimeBudget::TimeBudget(double budgetSeconds, int fixedEpochs, int configuredInterval)
    : m_budgetSeconds(budgetSeconds), m_fixedEpochs(fixedEpochs), m_configuredInterval(configuredInterval)
{
}

void TimeBudget::recordEpoch(double seconds)
{
    m_averageEpochSeconds = m_averageEpochSeconds <= 0 ? seconds : 0.7 * m_averageEpochSeconds + 0.3 * seconds;
}

void TimeBudget::recordValidation(double seconds) { m_lastValidationSeconds = seconds; }

int TimeBudget::validationInterval() const
{
    if (m_configuredInterval > 0)
        return m_configuredInterval;
    if (m_lastValidationSeconds <= 0 || m_averageEpochSeconds <= 0)
        return 1;
    return std::max(1, static_cast<int>(std::ceil(m_lastValidationSeconds / (kValidationTimeShare * m_averageEpochSeconds))));
}

int TimeBudget::replannedEpochs(int completedEpochs, int plannedEpochs, double elapsedSeconds) const
{
    if (m_budgetSeconds <= 0 || m_fixedEpochs > 0)
        return plannedEpochs;
    const double perEpoch = m_averageEpochSeconds + m_lastValidationSeconds / validationInterval();
    const double remaining = m_budgetSeconds - elapsedSeconds - reserveSeconds();
    return std::max(completedEpochs + (remaining > perEpoch ? 1 : 0), completedEpochs + static_cast<int>(remaining / perEpoch));
}

bool TimeBudget::exhausted(double elapsedSeconds, double extraSeconds) const
{
    return m_budgetSeconds > 0 && elapsedSeconds + extraSeconds > m_budgetSeconds - reserveSeconds();
}

double TimeBudget::reserveSeconds() const { return std::max(kFinalReserveMinimumSeconds, 1.5 * m_lastValidationSeconds); }

}  // namespace segstudio::engine
