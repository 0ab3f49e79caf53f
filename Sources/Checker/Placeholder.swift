import Curriculum
