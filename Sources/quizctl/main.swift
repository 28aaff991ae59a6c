print("quizctl")
